import type { AdminUserChange, AdminUserDto } from '../../../common/admin';
import { isJourneyType } from '../../../common/journeys';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { endAllSessions, forgetUser } from '../auth/auth.service';
import * as q from './admin.queries';

const toUser = (u: Awaited<ReturnType<typeof q.listUsers>>[number]): AdminUserDto => ({
  id: u.id,
  email: u.email,
  otpVerified: u.otpVerified,
  isAdmin: u.isAdmin,
  plan: u.plan,
  createdAt: u.createdAt.toISOString(),
});

export const listUsers = async (ctx: AppContext) => (await q.listUsers(ctx.database.db)).map(toUser);

export async function changeUser(ctx: AppContext, actorId: string, id: string, change: AdminUserChange) {
  if (id === actorId && change.isAdmin === false) throw badRequest('You cannot revoke your own admin rights');
  const row = await q.updateUser(ctx.database.db, id, change);
  if (!row) throw notFound('User not found');
  await forgetUser(ctx, id);
  return toUser(row);
}

export async function endSessionsOf(ctx: AppContext, id: string) {
  const user = (await q.listUsers(ctx.database.db)).find((u) => u.id === id);
  if (!user) throw notFound('User not found');
  await endAllSessions(ctx, id);
}

export const listPrompts = async (ctx: AppContext) =>
  (await q.listPrompts(ctx.database.db)).map((p) => ({ id: p.id, type: p.type, content: p.content }));

export async function updatePrompt(ctx: AppContext, id: string, content: string) {
  const row = await q.updatePrompt(ctx.database.db, id, content, ctx.clock.now());
  if (!row) throw notFound('Prompt not found');
  return { id: row.id, type: row.type, content: row.content };
}

export const listQuestionnaires = async (ctx: AppContext) =>
  (await q.listQuestionnaires(ctx.database.db)).map((r) => ({ id: r.id, type: r.type, questions: r.questions }));

export async function updateQuestionnaire(ctx: AppContext, type: string, questions: { key: string; question: string }[]) {
  if (!isJourneyType(type)) throw notFound('Questionnaire not found');
  const row = await q.updateQuestionnaire(ctx.database.db, type, questions, ctx.clock.now());
  if (!row) throw notFound('Questionnaire not found');
  return { id: row.id, type: row.type, questions: row.questions };
}

export const listFeedback = async (ctx: AppContext) =>
  (await q.listFeedback(ctx.database.db)).map((f) => ({ ...f, createdAt: f.createdAt.toISOString() }));
