import type { CreateMessageBody, MessageDto } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { htmlToText } from '../../lib/html-text';
import type { DocumentRow } from '../documents/documents.queries';
import { assertAiAllowance } from '../ai/ai.service';
import { getOwnedDocument } from '../documents/documents.service';
import { listMemories } from '../memories/memories.queries';
import { systemPrompt } from '../prompts/prompts.service';
import * as q from './messages.queries';

/** How much of a long conversation the engine sees. */
const CONTEXT_MESSAGES = 40;

type Key = { id: string; userId: string };
export type ReplyOptions = { onDelta?: (text: string) => void; signal?: AbortSignal };

export const toMessageDto = (r: q.MessageRow): MessageDto => ({
  id: r.id,
  role: r.role,
  content: r.content,
  isQuestion: r.isQuestion,
  createdAt: r.createdAt.toISOString(),
});

export async function listMessages(ctx: AppContext, key: Key) {
  const doc = await getOwnedDocument(ctx, key);
  return (await q.listMessages(ctx.database.db, { documentId: doc.id })).map(toMessageDto);
}

type ReplyContext = { history: q.MessageRow[]; memories: Awaited<ReturnType<typeof listMemories>>; prompt?: string };

/** What the engine sees: the end of the conversation, the remembered facts, the admin's chat prompt. */
async function loadContext(ctx: AppContext, doc: DocumentRow): Promise<ReplyContext> {
  const { db } = ctx.database;
  const [history, memories, prompt] = await Promise.all([
    q.recentMessages(db, { documentId: doc.id, limit: CONTEXT_MESSAGES }),
    listMemories(db, { documentId: doc.id }),
    systemPrompt(ctx, 'chat'),
  ]);
  return { history, memories, prompt };
}

/**
 * Saves the user's message first, so that nothing the user wrote is lost whatever the engine does.
 * Answers to a guided questionnaire (isQuestion) are saved without asking the engine. The reply's
 * context loads meanwhile, so the first token comes sooner.
 */
export async function saveUserMessage(ctx: AppContext, key: Key, body: CreateMessageBody) {
  const [doc] = await Promise.all([
    getOwnedDocument(ctx, key),
    body.isQuestion ? undefined : assertAiAllowance(ctx, key.userId),
  ]);
  const loading = body.isQuestion ? null : loadContext(ctx, doc);
  loading?.catch(() => {});
  const row = await q.insertMessage(ctx.database.db, {
    documentId: doc.id,
    role: 'user',
    content: body.content,
    isQuestion: body.isQuestion ?? false,
    createdAt: ctx.clock.now(),
  });
  void ctx.events.publish(key.userId, { entity: 'message', action: 'created', id: row.id, parentId: doc.id });
  const context = loading?.then((c) => ({
    ...c,
    history: c.history.some((m) => m.id === row.id) ? c.history : [...c.history, row].slice(-CONTEXT_MESSAGES),
  }));
  return { doc, message: toMessageDto(row), context };
}

/** The engine's answer to the conversation so far, saved as an assistant message (a stopped reply keeps what came). */
export async function replyTo(
  ctx: AppContext,
  doc: DocumentRow,
  opts: ReplyOptions = {},
  context: Promise<ReplyContext> = loadContext(ctx, doc),
): Promise<MessageDto | null> {
  const { db } = ctx.database;
  const { history, memories, prompt } = await context;
  let text = '';
  for await (const delta of ctx.ai.reply({
    journeyType: doc.type,
    messages: history.map((m) => ({ role: m.role, content: m.content })),
    memories: memories.map((m) => ({ key: m.key, value: m.value, importance: m.importance })),
    documentText: doc.content ? htmlToText(doc.content) : undefined,
    systemPrompt: prompt,
    signal: opts.signal,
  })) {
    text += delta;
    opts.onDelta?.(delta);
  }
  if (!text.trim()) return null;
  const row = await q.insertMessage(db, { documentId: doc.id, role: 'assistant', content: text, createdAt: ctx.clock.now() });
  void ctx.events.publish(doc.userId, { entity: 'message', action: 'created', id: row.id, parentId: doc.id });
  return toMessageDto(row);
}

/** Checks that the last message awaits a reply (after a failed or stopped one). */
export async function prepareRetry(ctx: AppContext, key: Key) {
  const doc = await getOwnedDocument(ctx, key);
  const [last] = await q.recentMessages(ctx.database.db, { documentId: doc.id, limit: 1 });
  if (last?.role !== 'user') throw badRequest('There is no unanswered message to retry');
  await assertAiAllowance(ctx, key.userId);
  return { doc };
}

export const NOTHING_TO_ANALYZE = 'Please add some content to analyze';

/** "Analyze with AI": the engine's review of the document, saved as assistant messages. */
export async function analyzeDocument(ctx: AppContext, key: Key) {
  const doc = await getOwnedDocument(ctx, key);
  const text = htmlToText(doc.content);
  if (!text.trim()) throw badRequest(NOTHING_TO_ANALYZE, 'empty_document');
  await assertAiAllowance(ctx, key.userId);
  const reviews = await ctx.ai.analyzeDocument({
    title: doc.title,
    text,
    systemPrompt: await systemPrompt(ctx, 'document_feedback'),
  });
  const saved = await ctx.database.db.transaction(async (tx) => {
    const rows = [];
    for (const content of reviews) {
      rows.push(await q.insertMessage(tx, { documentId: doc.id, role: 'assistant', content, createdAt: ctx.clock.now() }));
    }
    return rows;
  });
  for (const row of saved) void ctx.events.publish(doc.userId, { entity: 'message', action: 'created', id: row.id, parentId: doc.id });
  return { id: doc.id, messages: saved.map(toMessageDto) };
}
