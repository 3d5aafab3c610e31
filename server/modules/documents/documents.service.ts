import type { CreateDocumentBody, DocumentDto, DocumentSummary, UpdateDocumentBody } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { assertAiAllowance } from '../ai/ai.service';
import { createWithinPlan, type PlanHolder } from '../billing/billing.service';
import { systemPrompt } from '../prompts/prompts.service';
import * as q from './documents.queries';

export const DOCUMENT_NOT_FOUND = 'Document not found';

const summary = (r: Omit<q.DocumentRow, 'content' | 'userId'>): DocumentSummary => ({
  id: r.id,
  title: r.title,
  type: r.type,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
export const toDocumentDto = (r: q.DocumentRow): DocumentDto => ({ ...summary(r), content: r.content });

export async function listDocuments(ctx: AppContext, userId: string) {
  return (await q.listDocuments(ctx.database.db, { userId })).map(summary);
}

/** The user's document, or 404 — also when it belongs to someone else. */
export async function getOwnedDocument(ctx: AppContext, key: { id: string; userId: string }, db = ctx.database.db) {
  const row = await q.getDocumentById(db, key);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}

/** A new chat or document, counted against the user's monthly plan limit. */
export async function createDocument(ctx: AppContext, user: PlanHolder, body: CreateDocumentBody) {
  const row = await createWithinPlan(ctx, user, (tx) =>
    q.insertDocument(tx, {
    userId: user.id,
    title: body.title || 'New Chat',
    type: body.type ?? 'explore',
    content: sanitizeHtml(body.content ?? ''),
    createdAt: ctx.clock.now(),
    updatedAt: ctx.clock.now(),
  }),
  );
  void ctx.events.publish(user.id, { entity: 'document', action: 'created', id: row.id });
  return toDocumentDto(row);
}

export async function updateDocument(ctx: AppContext, key: { id: string; userId: string }, body: UpdateDocumentBody) {
  const changes = {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.content !== undefined ? { content: sanitizeHtml(body.content) } : {}),
    ...(body.type !== undefined ? { type: body.type } : {}),
    updatedAt: ctx.clock.now(),
  };
  const row = await q.updateDocument(ctx.database.db, key, changes);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  void ctx.events.publish(key.userId, { entity: 'document', action: 'updated', id: row.id });
  return toDocumentDto(row);
}

export async function deleteDocument(ctx: AppContext, key: { id: string; userId: string }) {
  if (!(await q.deleteDocument(ctx.database.db, key))) throw notFound(DOCUMENT_NOT_FOUND);
  void ctx.events.publish(key.userId, { entity: 'document', action: 'deleted', id: key.id });
}

/** A short title from the first message, saved on the document. */
export async function generateTitle(ctx: AppContext, key: { id: string; userId: string }, content: string) {
  await getOwnedDocument(ctx, key);
  await assertAiAllowance(ctx, key.userId);
  const generated = await ctx.ai.generateTitle({ content, systemPrompt: await systemPrompt(ctx, 'title') });
  const title = generated.trim().slice(0, 60).trim() || 'New Chat';
  return updateDocument(ctx, key, { title });
}
