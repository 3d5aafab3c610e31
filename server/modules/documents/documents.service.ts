import {
  documentDto,
  DOCUMENT_PAGE_SIZE,
  type CreateDocumentBody,
  type DocumentDto,
  type DocumentPage,
  type DocumentSummary,
  type ListDocumentsQuery,
  type UpdateDocumentBody,
} from '../../../common/documents';
import type { VersionSource } from '../../../common/versions';
import { splitContextBlock } from '../../../common/messages';
import { toDto } from '../../db/dto-columns';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/html-text';
import { decodeCursor, pageFrom } from '../../lib/list-cursor';
import { cleaningEmptied, EMPTIED_MESSAGE, sanitizeHtml } from '../../lib/sanitize-html';
import { assertAiAllowance } from '../ai/ai.service';
import { createWithinPlan, type PlanHolder } from '../billing/billing.service';
import { systemPrompt } from '../prompts/prompts.service';
import { headId, headVersion, recordVersion } from '../versions/versions.service';
import * as q from './documents.queries';

export const DOCUMENT_NOT_FOUND = 'Document not found';

export const toDocumentDto = toDto(documentDto);

/**
 * The user's documents, newest first, without content: all of them when no page is asked for (the
 * answer the first clients expect), else one page of `limit` (50 by default) after `cursor`.
 */
export async function listDocuments(
  ctx: AppContext,
  userId: string,
  query: ListDocumentsQuery = {},
): Promise<DocumentSummary[] | DocumentPage> {
  if (query.limit === undefined && query.cursor === undefined) return q.listDocuments(ctx.database.db, { userId });
  const limit = query.limit ?? DOCUMENT_PAGE_SIZE;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  return ctx.answers.remember(userId, `documents\u0000${limit}\u0000${query.cursor ?? ''}`, async () =>
    // One row more than the page tells whether another page follows.
    pageFrom(await q.listDocumentPage(ctx.database.db, { userId, limit: limit + 1, after }), limit),
  );
}

/** The user's document, or 404 — also when it belongs to someone else. */
export async function getOwnedDocument(ctx: AppContext, key: { id: string; userId: string }, db = ctx.database.db) {
  const row = await q.getDocumentById(db, key);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}

/** A new chat or document, counted against the user's monthly plan limit, with its first version. */
export async function createDocument(
  ctx: AppContext,
  user: PlanHolder,
  body: CreateDocumentBody,
  source: VersionSource = body.source ?? 'user',
) {
  const { row, versionId } = await createWithinPlan(ctx, user, async (tx) => {
    const row = await q.insertDocument(tx, {
      ...q.plainChanges(body),
      userId: user.id,
      title: body.title || 'New Chat',
      type: body.type ?? 'explore',
      content: sanitizeHtml(body.content ?? ''),
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    });
    // A document's first text (typed, imported, from a template) stays a version of its own.
    const first = { documentId: row.id, userId: user.id, title: row.title, content: row.content, source, alone: row.content !== '' };
    const version = await recordVersion(ctx, tx, first);
    return { row, versionId: version.id };
  });
  const document = toDocumentDto(row);
  void ctx.events.publish(user.id, {
    entity: 'document',
    action: 'created',
    id: row.id,
    title: document.title,
    updatedAt: document.updatedAt,
  });
  return { document, etag: versionId };
}

/** The user's document and the id of its current version (its ETag). */
export async function readDocument(ctx: AppContext, key: { id: string; userId: string }) {
  const row = await getOwnedDocument(ctx, key);
  const etag = await ctx.database.db.transaction((tx) => headId(ctx, tx, row));
  return { document: toDocumentDto(row), etag };
}

export type SaveResult = { document: DocumentDto; etag: string; conflict: boolean };

/**
 * Saves changed fields in one transaction with the version they make. With `ifMatch` (the version
 * ids the client based its edit on), a save based on an older version saves nothing and answers
 * the current document with `conflict`.
 */
export async function updateDocument(
  ctx: AppContext,
  key: { id: string; userId: string },
  body: UpdateDocumentBody,
  opts: { ifMatch?: string[]; source?: VersionSource } = {},
): Promise<SaveResult> {
  const content = body.content !== undefined ? sanitizeHtml(body.content) : undefined;
  const result = await ctx.database.db.transaction(async (tx) => {
    const current = await q.lockDocumentMeta(tx, key);
    if (!current) throw notFound(DOCUMENT_NOT_FOUND);
    const storedContent = () => q.getContent(tx, key);
    const head = await headVersion(ctx, tx, current, async () => ({ title: current.title, content: await storedContent() }));
    if (opts.ifMatch && !opts.ifMatch.includes('*') && !opts.ifMatch.includes(head.id)) {
      return { document: toDocumentDto({ ...current, content: await storedContent() }), etag: head.id, conflict: true };
    }
    // Words are never replaced by nothing because cleaning dropped them all.
    if (content !== undefined && cleaningEmptied(body.content ?? '', content) && htmlToText(await storedContent())) {
      throw badRequest(EMPTIED_MESSAGE, 'content_dropped');
    }
    const changes = { ...q.plainChanges(body), ...(content !== undefined ? { content } : {}), updatedAt: ctx.clock.now() };
    const row = await q.saveChanges(tx, key, changes, content === undefined);
    // Nothing changed: no new version, and the ETag stays.
    if (!row)
      return { document: toDocumentDto({ ...current, content: content ?? (await storedContent()) }), etag: head.id, conflict: false };
    const saved = { ...row, content: 'content' in row ? row.content : (content as string) };
    const version = await recordVersion(
      ctx,
      tx,
      {
        documentId: saved.id,
        userId: key.userId,
        title: saved.title,
        content: saved.content,
        source: opts.source ?? body.source ?? 'user',
        keepBase: body.keepBase,
      },
      head,
    );
    return { document: toDocumentDto(saved), etag: version.id, conflict: false, versionChanged: true };
  });
  if (!result.conflict) {
    const { title, updatedAt } = result.document;
    void ctx.events.publish(key.userId, { entity: 'document', action: 'updated', id: key.id, title, updatedAt });
    if ('versionChanged' in result)
      void ctx.events.publish(key.userId, { entity: 'version', action: 'created', id: result.etag, parentId: key.id });
  }
  return { document: result.document, etag: result.etag, conflict: result.conflict };
}

export async function deleteDocument(ctx: AppContext, key: { id: string; userId: string }) {
  if (!(await q.deleteDocument(ctx.database.db, key))) throw notFound(DOCUMENT_NOT_FOUND);
  void ctx.events.publish(key.userId, { entity: 'document', action: 'deleted', id: key.id });
}

/** A short title from the first message (its words: an old client's context block is left out), saved on the document. */
export async function generateTitle(ctx: AppContext, key: { id: string; userId: string }, posted: string) {
  await getOwnedDocument(ctx, key);
  await assertAiAllowance(ctx, key.userId);
  const content = splitContextBlock(posted).text;
  const generated = await ctx.ai.generateTitle({ content, systemPrompt: await systemPrompt(ctx, 'title') });
  const title = generated.trim().slice(0, 60).trim() || 'New Chat';
  return (await updateDocument(ctx, key, { title })).document;
}
