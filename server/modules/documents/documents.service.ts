import { PATCH_MISMATCH_CODE, PATCH_MISMATCH_MESSAGE, rebuild, type DocumentPatch } from '../../../common/document-patch';
import {
  documentDto,
  documentHtmlSchema,
  DOCUMENT_PAGE_SIZE,
  type CreateDocumentBody,
  type DocumentDto,
  type DocumentPage,
  type DocumentSummary,
  type ListDocumentsQuery,
  type UpdateDocumentBody,
} from '../../../common/documents';
import type { ProductItems } from '../../../common/products';
import type { VersionSource } from '../../../common/versions';
import { isEditorDocument, typesOfKind } from '../../../common/journeys';
import { splitContextBlock } from '../../../common/messages';
import { toDto } from '../../db/dto-columns';
import { authorize, permissionsOf, type ActionOf, type Allowed } from '../../policies/can';
import { documentScope } from '../../policies/document.policy';
import type { Ask, Member } from '../../policies/policy';
import type { Db } from '../../db/database';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/html-text';
import { decodeCursor, pageFrom } from '../../lib/list-cursor';
import { cleaningEmptied, EMPTIED_MESSAGE, sanitizeHtml } from '../../lib/sanitize-html';
import { assertAiAllowance } from '../ai/ai.service';
import { createWithinPlan, type PlanHolder } from '../billing/billing.service';
import { systemPrompt } from '../prompts/prompts.service';
import { productChoice } from '../products/product-choice';
import { headId, headVersion, recordVersion } from '../versions/versions.service';
import { chatTitle } from './chat-title';
import * as q from './documents.queries';
import { publishToItem, teamChoice, withTeamAccess } from '../teams/teams.service';

export const DOCUMENT_NOT_FOUND = 'Document not found';

export const toDocumentDto = toDto(documentDto);

/**
 * The documents the reader sees, newest first, without content: all of them when no page is asked
 * for (the answer the first clients expect), else one page of `limit` (50 by default) after `cursor`.
 */
export async function listDocuments(
  ctx: AppContext,
  reader: Member,
  query: ListDocumentsQuery = {},
): Promise<DocumentSummary[] | DocumentPage> {
  const filtered = query.kind !== undefined || query.q !== undefined || query.productId !== undefined;
  if (query.limit === undefined && query.cursor === undefined && !filtered)
    return q.listDocuments(ctx.database.db, documentScope(reader.id));
  const limit = query.limit ?? DOCUMENT_PAGE_SIZE;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const filter = {
    types: query.kind && typesOfKind(query.kind),
    words: query.q?.trim().split(/\s+/).filter(Boolean),
    productId: query.productId,
  };
  const key = ['documents', limit, query.cursor ?? '', query.kind ?? '', filter.words?.join(' ') ?? '', query.productId ?? ''].join(
    '\u0000',
  );
  return ctx.answers.remember(reader.id, key, async () =>
    // One row more than the page tells whether another page follows.
    pageFrom(await q.listDocumentPage(ctx.database.db, { readerId: reader.id, limit: limit + 1, after, filter }), limit),
  );
}

/** The document `ask` names, if its actor may `action` it; 404 when there is none or the actor may not see it. */
export async function loadDocument<A extends ActionOf<'document'>>(ctx: AppContext, ask: Ask, action: A, db = ctx.database.db) {
  const document = await withTeamAccess(db, ask.actor, await q.getDocumentById(db, ask.id));
  return authorize(ask.actor, action, { document }, { hidden: DOCUMENT_NOT_FOUND });
}

/**
 * A new chat or document, counted against the user's monthly plan limit, with its first version;
 * `sourceChatId` (never from a request body) links a document made from a chat's reply to that chat.
 */
export async function createDocument(
  ctx: AppContext,
  user: PlanHolder & Member,
  body: CreateDocumentBody & { sourceChatId?: string },
  source: VersionSource = body.source ?? 'user',
) {
  const productId = await productChoice(ctx.database.db, user, body.productId);
  const teamId = await teamChoice(ctx.database.db, user, body.teamId);
  const { row, versionId } = await createWithinPlan(ctx, user, async (tx) => {
    const row = await q.insertDocument(tx, {
      ...q.plainChanges(body),
      productId,
      teamId,
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
  void publishToItem(ctx, row, {
    entity: 'document',
    action: 'created',
    id: row.id,
    title: document.title,
    updatedAt: document.updatedAt,
  });
  return { document, etag: versionId };
}

/** The document and the id of its current version (its ETag). */
export async function readDocument(ctx: AppContext, ask: Ask) {
  const row = await loadDocument(ctx, ask, 'read');
  const etag = await ctx.database.db.transaction((tx) => headId(ctx, tx, row));
  return { document: toDocumentDto({ ...row, permissions: permissionsOf(ask.actor, { document: row }) }), etag };
}

/** `patchKept`: a patch's text was saved as the patch made it, so the client already holds it. */
export type SaveResult = { document: DocumentDto; etag: string; conflict: boolean; patchKept?: boolean };

/**
 * Saves changed fields in one transaction with the version they make. With `ifMatch` (the version
 * ids the client based its edit on), a save based on an older version saves nothing and answers
 * the current document with `conflict`.
 */
export async function updateDocument(
  ctx: AppContext,
  ask: Ask,
  body: UpdateDocumentBody,
  opts: { ifMatch?: string[]; source?: VersionSource } = {},
): Promise<SaveResult> {
  const { patch } = body;
  if (patch && (!opts.ifMatch || opts.ifMatch.includes('*'))) throw badRequest('A patch needs If-Match: the version it changes');
  const sanitized = body.content !== undefined ? sanitizeHtml(body.content) : undefined;
  const result = await ctx.database.db.transaction(async (tx) => {
    // A patch needs the stored text: it is read with the lock, in one query.
    const whole = patch ? await q.lockDocument(tx, ask.id) : undefined;
    const locked = await withTeamAccess(tx, ask.actor, patch ? whole : await q.lockDocumentMeta(tx, ask.id));
    const current = authorize(ask.actor, 'update', { document: locked }, { hidden: DOCUMENT_NOT_FOUND });
    let stored = whole ? Promise.resolve(whole.content) : undefined;
    // Read once, under the lock: the text a patch applies to, and what the checks below compare with.
    const storedContent = () => (stored ??= q.getContent(tx, current));
    const head = await headVersion(ctx, tx, current, async () => ({ title: current.title, content: await storedContent() }));
    if (opts.ifMatch && !opts.ifMatch.includes('*') && !opts.ifMatch.includes(head.id)) {
      return {
        document: toDocumentDto({ ...current, content: await storedContent() }),
        etag: head.id,
        conflict: true,
        ownerId: current.userId,
        teamId: current.teamId,
        typeBefore: current.type,
      };
    }
    const sent = patch ? patched(await storedContent(), patch) : body.content;
    const content = patch ? sanitizeHtml(sent as string) : sanitized;
    // Words are never replaced by nothing because cleaning dropped them all.
    if (content !== undefined && cleaningEmptied(sent ?? '', content) && htmlToText(await storedContent())) {
      throw badRequest(EMPTIED_MESSAGE, 'content_dropped');
    }
    const changes = { ...q.plainChanges(body), ...(content !== undefined ? { content } : {}), updatedAt: ctx.clock.now() };
    // A patch's text is compared here, with the text it was built on, rather than by the database.
    const contentChanged = patch ? content !== (await storedContent()) : undefined;
    const row = await q.saveChanges(tx, current, changes, content === undefined, contentChanged);
    // Nothing changed: no new version, and the ETag stays.
    if (!row)
      return {
        document: toDocumentDto({ ...current, content: content ?? (await storedContent()) }),
        etag: head.id,
        conflict: false,
        ownerId: current.userId,
        teamId: current.teamId,
        typeBefore: current.type,
      };
    const saved = { ...row, content: 'content' in row ? row.content : (content as string) };
    const patchKept = patch !== undefined && content === sent;
    const version = await recordVersion(
      ctx,
      tx,
      {
        documentId: saved.id,
        userId: ask.actor.id,
        title: saved.title,
        content: saved.content,
        source: opts.source ?? body.source ?? 'user',
        keepBase: body.keepBase,
      },
      head,
    );
    return {
      document: toDocumentDto(saved),
      etag: version.id,
      conflict: false,
      versionChanged: true,
      patchKept,
      ownerId: current.userId,
      teamId: current.teamId,
      typeBefore: current.type,
    };
  });
  if (!result.conflict) {
    const { title, updatedAt, type } = result.document;
    // Counts change with a type, recent chats with any chat's change: an editor document's save touches neither.
    const touchesSidebar = !isEditorDocument(result.document) || type !== result.typeBefore;
    const item = { userId: result.ownerId, teamId: result.teamId };
    void publishToItem(ctx, item, { entity: 'document', action: 'updated', id: ask.id, title, updatedAt, touchesSidebar });
    if ('versionChanged' in result)
      void publishToItem(ctx, item, { entity: 'version', action: 'created', id: result.etag, parentId: ask.id });
  }
  const patchKept = 'patchKept' in result && result.patchKept;
  return { document: result.document, etag: result.etag, conflict: result.conflict, patchKept };
}

/**
 * The text a patch makes of the stored one (which is the version `If-Match` named), checked as a
 * sent `content` is; 422 when it is not the text the client holds, so the client sends it whole.
 */
function patched(stored: string, patch: DocumentPatch): string {
  const text = rebuild(stored, patch);
  if (text === null) throw new AppError(422, PATCH_MISMATCH_CODE, PATCH_MISMATCH_MESSAGE);
  const checked = documentHtmlSchema.safeParse(text);
  if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? 'content is not valid');
  return checked.data;
}

export async function deleteDocument(ctx: AppContext, ask: Ask) {
  const doc = await loadDocument(ctx, ask, 'delete');
  if (!(await q.deleteDocument(ctx.database.db, doc))) throw notFound(DOCUMENT_NOT_FOUND);
  void publishToItem(ctx, doc, { entity: 'document', action: 'deleted', id: doc.id });
}

/** A short title from the first message (its words: an old client's context block is left out), saved on the document. */
export async function generateTitle(ctx: AppContext, ask: Ask, posted: string) {
  const document = await loadDocument(ctx, ask, 'update');
  await assertAiAllowance(ctx, ask.actor.id);
  const content = splitContextBlock(posted).text;
  const [{ engine }, prompt] = await Promise.all([ctx.models.engineFor(ctx.database.db, document.model), systemPrompt(ctx, 'title')]);
  const generated = await engine.generateTitle({ content, systemPrompt: prompt });
  const title = chatTitle(document, content, generated.trim().slice(0, 60).trim() || 'New Chat');
  return (await updateDocument(ctx, ask, { title })).document;
}

/** A deleted product's documents, in its transaction: moved to no product (`keep`) or deleted; answers their ids. */
export const releaseProductDocuments = (tx: Db, product: Allowed<{ id: string }, 'delete'>, items: ProductItems) =>
  q.releaseProduct(tx, product, items);
