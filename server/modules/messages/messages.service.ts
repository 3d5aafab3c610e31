import type { CreateMessageBody, MessageDto } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/html-text';
import type { DocumentRow } from '../documents/documents.queries';
import { assertAiAllowance } from '../ai/ai.service';
import { DOCUMENT_NOT_FOUND, getOwnedDocument } from '../documents/documents.service';
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

/** A chat about to be answered: the document and what the engine sees of it. */
export type Chat = Omit<q.ChatContextRow, 'prompt'> & { prompt?: string };

/** The document (404 unless it is the user's) and the reply's context, in one query. */
async function loadChat(ctx: AppContext, key: Key): Promise<Chat> {
  const row = await q.getChatContext(ctx.database.db, key, CONTEXT_MESSAGES);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return { ...row, prompt: row.prompt ?? undefined };
}

/** Opens a chat for a new AI reply: the document and its context load while the AI allowance is counted. */
export async function openChat(ctx: AppContext, key: Key): Promise<Chat> {
  const [chat] = await Promise.all([loadChat(ctx, key), assertAiAllowance(ctx, key.userId)]);
  return chat;
}

/** Saves a message of the user, and tells the user's other tabs. */
export async function saveUserMessage(ctx: AppContext, doc: Pick<DocumentRow, 'id' | 'userId'>, body: CreateMessageBody) {
  const row = await q.insertMessage(ctx.database.db, {
    documentId: doc.id,
    role: 'user',
    content: body.content,
    isQuestion: body.isQuestion ?? false,
    createdAt: ctx.clock.now(),
  });
  void ctx.events.publish(doc.userId, { entity: 'message', action: 'created', id: row.id, parentId: doc.id });
  return toMessageDto(row);
}

/** An answer to a guided question: saved, with no AI reply. */
export async function saveAnswer(ctx: AppContext, key: Key, body: CreateMessageBody) {
  return saveUserMessage(ctx, await getOwnedDocument(ctx, key), body);
}

/** The chat with the user's new message as its last turn. */
const withTurn = (chat: Chat, content: string): Chat => ({
  ...chat,
  history: [...chat.history, { role: 'user' as const, content }].slice(-CONTEXT_MESSAGES),
});

/**
 * The engine's answer to the chat, saved as an assistant message (a stopped reply keeps what came).
 * The provider is asked first; `before` (saving the user's message) then runs meanwhile, and must
 * succeed before any text is passed on: its failure stops the provider, so nothing the user wrote is lost.
 */
export async function replyTo(ctx: AppContext, chat: Chat, opts: ReplyOptions = {}, before?: () => Promise<unknown>): Promise<MessageDto | null> {
  const { doc } = chat;
  const stop = new AbortController();
  const reply = ctx.ai.reply({
    journeyType: doc.type,
    messages: chat.history,
    memories: chat.memories,
    documentText: doc.content ? htmlToText(doc.content) : undefined,
    systemPrompt: chat.prompt,
    signal: opts.signal ? AbortSignal.any([opts.signal, stop.signal]) : stop.signal,
  });
  const deltas = reply[Symbol.asyncIterator]();
  const first = deltas.next();
  if (before) {
    first.catch(() => {});
    try {
      await before();
    } catch (err) {
      stop.abort();
      throw err;
    }
  }
  let text = '';
  for (let step = await first; !step.done; step = await deltas.next()) {
    text += step.value;
    opts.onDelta?.(step.value);
  }
  if (!text.trim()) return null;
  const row = await q.insertMessage(ctx.database.db, { documentId: doc.id, role: 'assistant', content: text, createdAt: ctx.clock.now() });
  void ctx.events.publish(doc.userId, { entity: 'message', action: 'created', id: row.id, parentId: doc.id });
  return toMessageDto(row);
}

/** A turn of the chat: the user's message is saved while the engine already answers it. */
export async function answerMessage(
  ctx: AppContext,
  chat: Chat,
  body: CreateMessageBody,
  opts: ReplyOptions & { onSaved?: (message: MessageDto) => void } = {},
): Promise<MessageDto[]> {
  let message: MessageDto | undefined;
  const answer = await replyTo(ctx, withTurn(chat, body.content), opts, async () => {
    message = await saveUserMessage(ctx, chat.doc, body);
    opts.onSaved?.(message);
  });
  return message ? [message, ...(answer ? [answer] : [])] : [];
}

/** The chat, when its last message awaits a reply (after a failed or stopped one). */
export async function prepareRetry(ctx: AppContext, key: Key) {
  const chat = await loadChat(ctx, key);
  if (chat.history.at(-1)?.role !== 'user') throw badRequest('There is no unanswered message to retry');
  await assertAiAllowance(ctx, key.userId);
  return chat;
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
