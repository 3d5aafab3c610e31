import type { DesignBody, DesignDto, DesignMessageBody, DesignMessageDto, DesignSummary } from '../../../common/designs';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { assertAiAllowance } from '../ai/ai.service';
import { createWithinPlan, type PlanHolder } from '../billing/billing.service';
import { systemPrompt } from '../prompts/prompts.service';
import { checkImage } from '../uploads/file-check';
import { assertOwnUpload } from '../uploads/uploads.service';
import * as q from './designs.queries';

export const DESIGN_NOT_FOUND = 'Design not found';
type Key = { id: string; userId: string };

const summary = (r: Omit<q.DesignRow, 'content' | 'userId'>): DesignSummary => ({
  id: r.id,
  title: r.title,
  imageUrl: r.imageUrl,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
const toDto = (r: q.DesignRow): DesignDto => ({ ...summary(r), content: r.content });
const toMessageDto = (r: q.DesignMessageRow): DesignMessageDto => ({
  id: r.id,
  role: r.role,
  content: r.content,
  createdAt: r.createdAt.toISOString(),
});

export const listDesigns = async (ctx: AppContext, userId: string) =>
  (await q.listDesigns(ctx.database.db, { userId })).map(summary);

async function getOwnedDesign(ctx: AppContext, key: Key) {
  const row = await q.getDesignById(ctx.database.db, key);
  if (!row) throw notFound(DESIGN_NOT_FOUND);
  return row;
}

export const getDesign = async (ctx: AppContext, key: Key) => toDto(await getOwnedDesign(ctx, key));

/** A new design, counted against the user's monthly plan limit. */
export async function createDesign(ctx: AppContext, user: PlanHolder, body: DesignBody) {
  await assertOwnUpload(ctx, user.id, body.imageUrl);
  const row = await createWithinPlan(ctx, user, (tx) =>
    q.insertDesign(tx, {
    userId: user.id,
    title: body.title || 'Untitled Design',
    content: sanitizeHtml(body.content ?? ''),
    imageUrl: body.imageUrl ?? null,
    createdAt: ctx.clock.now(),
    updatedAt: ctx.clock.now(),
  }),
  );
  void ctx.events.publish(user.id, { entity: 'design', action: 'created', id: row.id });
  return toDto(row);
}

export async function updateDesign(ctx: AppContext, key: Key, body: DesignBody) {
  await assertOwnUpload(ctx, key.userId, body.imageUrl);
  const row = await q.updateDesign(ctx.database.db, key, {
    ...(body.title !== undefined ? { title: body.title || 'Untitled Design' } : {}),
    ...(body.content !== undefined ? { content: sanitizeHtml(body.content) } : {}),
    ...(body.imageUrl !== undefined ? { imageUrl: body.imageUrl } : {}),
    updatedAt: ctx.clock.now(),
  });
  if (!row) throw notFound(DESIGN_NOT_FOUND);
  void ctx.events.publish(key.userId, { entity: 'design', action: 'updated', id: row.id });
  return toDto(row);
}

export async function deleteDesign(ctx: AppContext, key: Key) {
  if (!(await q.deleteDesign(ctx.database.db, key))) throw notFound(DESIGN_NOT_FOUND);
  void ctx.events.publish(key.userId, { entity: 'design', action: 'deleted', id: key.id });
}

export async function listDesignMessages(ctx: AppContext, key: Key) {
  const design = await getOwnedDesign(ctx, key);
  return (await q.listDesignMessages(ctx.database.db, { designId: design.id })).map(toMessageDto);
}

/**
 * `role: assistant` saves an analysis as it is. Otherwise the user's message is saved first,
 * then the engine answers with the whole design conversation (analysis included) in view.
 */
export async function sendDesignMessage(ctx: AppContext, key: Key, body: DesignMessageBody) {
  const { db } = ctx.database;
  const design = await getOwnedDesign(ctx, key);
  const announce = (id: string) => void ctx.events.publish(key.userId, { entity: 'design_message', action: 'created', id, parentId: design.id });
  if (body.role === 'assistant') {
    const saved = await q.insertDesignMessage(db, { designId: design.id, role: 'assistant', content: body.content, createdAt: ctx.clock.now() });
    announce(saved.id);
    return [toMessageDto(saved)];
  }
  await assertAiAllowance(ctx, key.userId);
  const user = await q.insertDesignMessage(db, { designId: design.id, role: 'user', content: body.content, createdAt: ctx.clock.now() });
  announce(user.id);
  const history = await q.listDesignMessages(db, { designId: design.id });
  let text = '';
  for await (const delta of ctx.ai.reply({
    journeyType: 'design',
    messages: history.slice(-40).map((m) => ({ role: m.role, content: m.content })),
    memories: [],
    systemPrompt: await systemPrompt(ctx, 'chat'),
  })) {
    text += delta;
  }
  const answer = await q.insertDesignMessage(db, { designId: design.id, role: 'assistant', content: text, createdAt: ctx.clock.now() });
  announce(answer.id);
  return [toMessageDto(user), toMessageDto(answer)];
}

/** A review of an image: verified and re-encoded first, then read by the engine. */
export async function analyzeDesign(ctx: AppContext, userId: string, data: Buffer, title: string) {
  await assertAiAllowance(ctx, userId);
  const image = await checkImage(data);
  const analysis = await ctx.ai.analyzeDesign({
    image: image.data,
    mimeType: image.mime,
    title: title || 'Untitled Design',
    systemPrompt: await systemPrompt(ctx, 'design_analysis'),
  });
  return { analysis };
}
