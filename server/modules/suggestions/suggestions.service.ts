import {
  NONE_APPLICABLE_MESSAGE,
  STALE_SUGGESTION_MESSAGE,
  type CreateSuggestionsBody,
  type SuggestionDto,
} from '../../../common/versions';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/html-text';
import { assertAiAllowance } from '../ai/ai.service';
import { applyEdit } from '../documents/document-edits';
import type { Ask } from '../../policies/policy';
import { loadDocument, readDocument } from '../documents/documents.service';
import { listMessages, NOTHING_TO_ANALYZE } from '../messages/messages.service';
import { applyOperation } from './suggestion-apply';
import * as q from './suggestions.queries';
import { publishToItem } from '../teams/teams.service';

export const SUGGESTION_NOT_FOUND = 'Suggestion not found';

const toDto = (row: q.SuggestionRow): SuggestionDto => ({
  id: row.id,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  ...row.operation,
});

/** The latest review: the assistant messages after the last message of the user. */
async function latestReview(ctx: AppContext, ask: Ask): Promise<string> {
  const messages = await listMessages(ctx, ask);
  const lastUser = messages.map((m) => m.role).lastIndexOf('user');
  return messages
    .slice(lastUser + 1)
    .map((m) => m.content)
    .join('\n\n');
}

/**
 * Asks the engine for edits (from `instruction`, else from the latest review), keeps those that fit
 * the document, and stores them as the pending suggestions. Nothing in the document changes.
 */
export async function createSuggestions(ctx: AppContext, ask: Ask, body: CreateSuggestionsBody): Promise<SuggestionDto[]> {
  const doc = await loadDocument(ctx, ask, 'chat');
  const text = htmlToText(doc.content);
  if (!text.trim()) throw badRequest(NOTHING_TO_ANALYZE, 'empty_document');
  await assertAiAllowance(ctx, ask.actor.id);
  const review = body.instruction ? undefined : await latestReview(ctx, ask);
  const { engine } = await ctx.models.engineFor(ctx.database.db, doc.model);
  const edits = await engine.suggestEdits({ title: doc.title, text, instruction: body.instruction, review });
  const seen = new Set<string>();
  const fitting = edits.filter(({ reason, ...op }) => {
    const id = JSON.stringify(op);
    if (seen.has(id) || applyOperation(doc.content, op) === null) return false;
    seen.add(id);
    return reason.length > 0;
  });
  const now = ctx.clock.now();
  const rows = await ctx.database.db.transaction((tx) =>
    q.replacePending(
      tx,
      doc,
      ask.actor.id,
      fitting.map(({ reason, ...operation }) => ({ reason: reason.slice(0, 300), operation, createdAt: now })),
    ),
  );
  void publishToItem(ctx, doc, { entity: 'suggestion', action: 'created', id: doc.id, parentId: doc.id });
  return rows.map(toDto);
}

export async function listSuggestions(ctx: AppContext, ask: Ask): Promise<SuggestionDto[]> {
  return (await q.listPending(ctx.database.db, await loadDocument(ctx, ask, 'read'))).map(toDto);
}

/** Applies a suggestion as an AI version (the current text is kept as the version before it). */
export async function acceptSuggestion(ctx: AppContext, ask: Ask, suggestionId: string) {
  const result = await applyEdit(ctx, ask, 'ai', async (current, tx) => {
    const suggestion = await q.lockPending(tx, current, suggestionId);
    if (!suggestion) throw notFound(SUGGESTION_NOT_FOUND);
    const content = applyOperation(current.content, suggestion.operation);
    if (content === null) throw new AppError(409, 'stale_suggestion', STALE_SUGGESTION_MESSAGE);
    await q.settle(tx, current, suggestionId, 'accepted');
    return { title: current.title, content };
  });
  void publishToItem(ctx, result.item, { entity: 'suggestion', action: 'updated', id: suggestionId, parentId: ask.id });
  return result;
}

/** The document's HTML with the named pending suggestions applied in order (each to the text the previous one left), and those applied. */
function applyInOrder(html: string, pending: q.SuggestionRow[], ids: string[]) {
  const accepted: string[] = [];
  let content = html;
  for (const id of new Set(ids)) {
    const suggestion = pending.find((s) => s.id === id);
    const next = suggestion ? applyOperation(content, suggestion.operation) : null;
    if (next === null) continue;
    content = next;
    accepted.push(id);
  }
  return { content, accepted };
}

/**
 * Applies the named suggestions in order as one AI version (Accept all). Those that are no longer
 * pending or no longer fit are skipped and stay as they are; when none applies, the document is
 * answered unchanged, with no new version.
 */
export async function acceptSuggestions(ctx: AppContext, ask: Ask, ids: string[]) {
  const doc = await loadDocument(ctx, ask, 'update');
  const pending = await q.listPending(ctx.database.db, await loadDocument(ctx, ask, 'read'));
  if (applyInOrder(doc.content, pending, ids).accepted.length === 0) {
    const { document, etag } = await readDocument(ctx, ask);
    return { document, etag, ownerId: doc.userId };
  }
  let accepted: string[] = [];
  const result = await applyEdit(ctx, ask, 'ai', async (current, tx) => {
    const pending = (await Promise.all(ids.map((id) => q.lockPending(tx, current, id)))).filter((s) => s !== undefined);
    const applied = applyInOrder(current.content, pending, ids);
    // Changed meanwhile so that none fits any more: nothing is written.
    if (applied.accepted.length === 0) throw new AppError(409, 'stale_suggestion', NONE_APPLICABLE_MESSAGE);
    for (const id of applied.accepted) await q.settle(tx, current, id, 'accepted');
    accepted = applied.accepted;
    return { title: current.title, content: applied.content };
  });
  for (const id of accepted) {
    void publishToItem(ctx, result.item, { entity: 'suggestion', action: 'updated', id, parentId: ask.id });
  }
  return result;
}

export async function rejectSuggestion(ctx: AppContext, ask: Ask, suggestionId: string) {
  const doc = await loadDocument(ctx, ask, 'update');
  if (!(await q.settle(ctx.database.db, doc, suggestionId, 'rejected'))) throw notFound(SUGGESTION_NOT_FOUND);
  void publishToItem(ctx, doc, { entity: 'suggestion', action: 'deleted', id: suggestionId, parentId: doc.id });
}

/** Why a proposed edit cannot be kept: the text to replace is not in the document as written. */
export const EDIT_NOT_FOUND = 'The text to find is not in the document as written; quote it exactly from the document.';

/**
 * One edit the model proposes in the document's chat, added to the pending suggestions for the user
 * to accept or reject; the document's text is never changed here. Null when it does not fit the text.
 */
export async function proposeEdit(ctx: AppContext, ask: Ask, edit: { find: string; replace: string; reason: string }) {
  const doc = await loadDocument(ctx, ask, 'chat');
  const operation = { kind: 'replace' as const, find: edit.find, replace: edit.replace };
  if (applyOperation(doc.content, operation) === null) return null;
  const row = await q.addPending(ctx.database.db, doc, ask.actor.id, {
    reason: edit.reason.slice(0, 300),
    operation,
    createdAt: ctx.clock.now(),
  });
  void publishToItem(ctx, doc, { entity: 'suggestion', action: 'created', id: doc.id, parentId: doc.id });
  return toDto(row);
}
