import {
  DOCUMENT_PAGE_SIZE,
  type CreateDocumentBody,
  type DocumentDto,
  type DocumentPage,
  type DocumentSummary,
  type ListDocumentsQuery,
  type UpdateDocumentBody,
} from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/html-text';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor';
import { cleaningEmptied, EMPTIED_MESSAGE, sanitizeHtml } from '../../lib/sanitize-html';
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

/**
 * The user's documents, newest first, without content: all of them when no page is asked for (the
 * answer the first clients expect), else one page of `limit` (50 by default) after `cursor`.
 */
export async function listDocuments(ctx: AppContext, userId: string, query: ListDocumentsQuery = {}): Promise<DocumentSummary[] | DocumentPage> {
  if (query.limit === undefined && query.cursor === undefined) return q.listDocuments(ctx.database.db, { userId });
  const limit = query.limit ?? DOCUMENT_PAGE_SIZE;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  // One row more than the page tells whether another page follows.
  const rows = await q.listDocumentPage(ctx.database.db, { userId, limit: limit + 1, after });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null };
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
  const dto = toDocumentDto(row);
  void ctx.events.publish(user.id, { entity: 'document', action: 'created', id: row.id, title: dto.title, updatedAt: dto.updatedAt });
  return dto;
}

export async function updateDocument(ctx: AppContext, key: { id: string; userId: string }, body: UpdateDocumentBody) {
  const content = body.content !== undefined ? sanitizeHtml(body.content) : undefined;
  if (content !== undefined && cleaningEmptied(body.content ?? '', content)) {
    // Words are never replaced by nothing because cleaning dropped them all.
    if (htmlToText((await getOwnedDocument(ctx, key)).content)) throw badRequest(EMPTIED_MESSAGE, 'content_dropped');
  }
  const changes = {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(content !== undefined ? { content } : {}),
    ...(body.type !== undefined ? { type: body.type } : {}),
    updatedAt: ctx.clock.now(),
  };
  const row = await q.updateDocument(ctx.database.db, key, changes);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  const dto = toDocumentDto(row);
  void ctx.events.publish(key.userId, { entity: 'document', action: 'updated', id: row.id, title: dto.title, updatedAt: dto.updatedAt });
  return dto;
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
