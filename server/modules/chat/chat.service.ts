import { messageText, splitPostedContent, type ContextFact, type MessagePart } from '../../../common/messages';
import { chatPromptVersion } from '../../ai/context/prompt-version';
import type { ChatTurn, ReplyInput, WorkspaceTools } from '../../ai/types';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import type { Ask } from '../../policies/policy';
import { assertAiAllowance } from '../ai/ai.service';
import { chatAttachments } from './attachments';
import { chatKnowledge, citedSources } from '../knowledge/knowledge-context';
import * as q from './chat.queries';

/** How many of the latest messages a reply loads; the token budget then decides how many the model reads. */
export const CONTEXT_MESSAGES = 300;

/** The chat's owner (a document, a design) named in the path, and who asks. */
type Key = Ask;

/** What the engine reads about a chat beside its conversation: the journey, remembered facts, the document... */
export type ReplyContext = Omit<ReplyInput, 'messages' | 'systemPrompt' | 'signal'>;

/** A conversation as loaded for a reply: its owner (a document, a design), its last turns and its context. */
export type LoadedChat = {
  id: string;
  userId: string;
  history: ChatTurn[];
  /** The admin's chat prompt, when there is one. */
  prompt: string | null;
  context: ReplyContext;
  /** The chat's own model (an id of GET /api/ai/models); unset: the default model. */
  model?: string | null;
  /** The product the chat's owner belongs to: its knowledge is searched for each question. */
  productId?: string | null;
};

/** A message as posted: its text (an upload's line, or an old client's context block first) and its flags. */
export type NewChatMessage = { role: 'user' | 'assistant'; content: string; isQuestion?: boolean; questionKey?: string; cut?: boolean };
/**
 * Who wrote a reply: its model's id, its tokens as the provider reported them (none from the offline
 * engine), and the version of the prompt it was written under.
 */
type Authorship = { model: string; usage: { inputTokens: number; outputTokens: number } | null; prompt: string };

export const NOTHING_TO_CONTINUE = 'There is no cut reply to continue';

/**
 * One kind of chat (a document's, a design's): what it belongs to, how its messages are answered, and
 * what the engine reads beside the conversation. Storage, streaming, stop, retry and history are the same for all.
 */
export type ChatKind<M extends { id: string }> = {
  owner: q.ChatOwner;
  /** The live event that tells the user's other tabs of a new message. */
  entity: 'message' | 'design_message';
  notFound: string;
  /** A stored message as this kind's answers show it. */
  toDto(row: q.MessageFields): M;
  /** The owner and what a reply needs, in one round trip: undefined when missing, 404 unless its policy lets the actor `chat`. */
  load(ctx: AppContext, key: Key, limit: number): Promise<LoadedChat | undefined>;
  /** The owner alone, to read its chat or save a message with no reply: 404 unless its policy lets the actor `action` it. */
  ownerOf(ctx: AppContext, key: Key, action: 'read' | 'chat'): Promise<{ id: string; userId: string }>;
};

/**
 * A posted message as it is stored: a user's upload line becomes a file part, an old client's context
 * block becomes its facts, else the facts given (the document's memories) go beside it.
 */
function storedMessage(message: NewChatMessage, facts: ContextFact[] = []): { parts: MessagePart[]; context: ContextFact[] } {
  if (message.role === 'assistant') return { parts: [{ type: 'text', text: message.content }], context: [] };
  const posted = splitPostedContent(message.content);
  return { parts: posted.parts, context: posted.context.length > 0 ? posted.context : facts };
}

/** A chat about to be answered; `workspace`, the tools on the signed-in user's work its reply may use. */
export type Chat<M extends { id: string }> = LoadedChat & { kind: ChatKind<M>; workspace?: WorkspaceTools };

export type ReplyOptions = { onDelta?: (text: string) => void; signal?: AbortSignal };

/** The chat and what a reply needs (404 unless the actor may chat there), with no AI allowance counted. */
export async function loadChat<M extends { id: string }>(ctx: AppContext, kind: ChatKind<M>, key: Key): Promise<Chat<M>> {
  const loaded = await kind.load(ctx, key, CONTEXT_MESSAGES);
  if (!loaded) throw notFound(kind.notFound);
  return { ...loaded, kind };
}

/** Opens a chat for a new AI reply: it loads (404 unless the actor may chat there) while the AI allowance is counted. */
export async function openChat<M extends { id: string }>(ctx: AppContext, kind: ChatKind<M>, key: Key): Promise<Chat<M>> {
  const [chat] = await Promise.all([loadChat(ctx, kind, key), assertAiAllowance(ctx, key.actor.id)]);
  return chat;
}

async function save<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  owner: { id: string; userId: string },
  message: NewChatMessage,
  stored = storedMessage(message),
  author?: Authorship,
) {
  const row = await q.insertChatMessage(
    ctx.database.db,
    { owner: kind.owner, id: owner.id },
    {
      role: message.role,
      ...stored,
      isQuestion: message.isQuestion,
      questionKey: message.questionKey,
      cut: message.cut,
      ...author,
      createdAt: ctx.clock.now(),
    },
  );
  void ctx.events.publish(owner.userId, { entity: kind.entity, action: 'created', id: row.id, parentId: owner.id });
  return kind.toDto(row);
}

/** A message saved as it is, with no AI reply: a guided answer, an analysis made elsewhere. */
export async function saveMessage<M extends { id: string }>(ctx: AppContext, kind: ChatKind<M>, key: Key, message: NewChatMessage) {
  return save(ctx, kind, await kind.ownerOf(ctx, key, 'chat'), message);
}

/**
 * The engine's answer to the chat, saved as an assistant message (a stopped reply keeps what came).
 * The provider is asked first; `before` (saving the user's message) then runs meanwhile, and must
 * succeed before any text is passed on: its failure stops the provider, so nothing the user wrote is lost.
 */
export async function replyTo<M extends { id: string }>(
  ctx: AppContext,
  chat: Chat<M>,
  opts: ReplyOptions = {},
  before?: () => Promise<unknown>,
): Promise<M | null> {
  const { text, cut, parts, author } = await generate(ctx, chat, opts, before);
  if (!text.trim()) return null;
  return save(ctx, chat.kind, chat, { role: 'assistant', content: text, cut }, { parts, context: [] }, author);
}

/** The engine's text for the chat, passed on as it comes, and whether the output cap cut it. */
async function generate<M extends { id: string }>(
  ctx: AppContext,
  chat: Chat<M>,
  opts: ReplyOptions & { continuation?: boolean },
  before?: () => Promise<unknown>,
): Promise<{ text: string; cut: boolean; parts: MessagePart[]; author: Authorship }> {
  const stop = new AbortController();
  let finishReason = '';
  const [{ engine, modelId }, knowledge] = await Promise.all([
    ctx.models.engineFor(ctx.database.db, chat.model),
    chatKnowledge(ctx.database.db, chat),
  ]);
  let usage: Authorship['usage'] = null;
  // The reply's parts in the order they came: its tool calls with their results, and its text between them.
  const parts: MessagePart[] = [];
  const reply = engine.reply({
    ...chat.context,
    messages: chat.history,
    knowledge: knowledge.passages,
    systemPrompt: chat.prompt ?? undefined,
    continuation: opts.continuation,
    onFinish: (reason) => (finishReason = reason),
    onToolPart: (part) => parts.push(part),
    workspace: chat.workspace,
    onUsage: (step) =>
      (usage = { inputTokens: (usage?.inputTokens ?? 0) + step.inputTokens, outputTokens: (usage?.outputTokens ?? 0) + step.outputTokens }),
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
    if (!step.value) continue;
    const last = parts.at(-1);
    if (last?.type === 'text') last.text += step.value;
    else {
      // Text after a tool call starts a new paragraph, as `content` joins the text parts.
      if (text) {
        text += '\n\n';
        opts.onDelta?.('\n\n');
      }
      parts.push({ type: 'text', text: step.value });
    }
    text += step.value;
    opts.onDelta?.(step.value);
  }
  // The files and documents the reply was given, as its sources (a continuation's reply has them already).
  if (text.trim() && !opts.continuation) parts.push(...citedSources(knowledge.sources, text, engine.info.engine === 'offline'));
  const prompt = chatPromptVersion(chat.context.journeyType, chat.prompt);
  return { text, cut: finishReason === 'length', parts, author: { model: modelId, usage, prompt } };
}

/**
 * Continue: the model goes on with its last reply, which stopped at the output cap; the new text is
 * added to that reply, which stays marked as cut if the continuation is cut too. First the chat is
 * loaded and checked (404, 400 when there is nothing to continue, 429), before any stream starts.
 */
export async function prepareContinue<M extends { id: string }>(ctx: AppContext, kind: ChatKind<M>, key: Key) {
  const chat = await loadChat(ctx, kind, key);
  const last = await q.lastChatMessage(ctx.database.db, { owner: kind.owner, id: chat.id });
  if (!last || last.role !== 'assistant' || !last.cut) throw badRequest(NOTHING_TO_CONTINUE, 'nothing_to_continue');
  await assertAiAllowance(ctx, key.actor.id);
  return { chat, last };
}

/** The continuation of a cut reply readied by `prepareContinue`, added to it and saved. */
export async function continueReply<M extends { id: string }>(
  ctx: AppContext,
  { chat, last }: Awaited<ReturnType<typeof prepareContinue<M>>>,
  opts: ReplyOptions = {},
): Promise<M> {
  const { text, cut, parts: added } = await generate(ctx, chat, { ...opts, continuation: true });
  const parts = continued(last.parts, added);
  const saved = await q.updateChatMessage(ctx.database.db, last.id, { parts, cut: text.trim() ? cut : true });
  void ctx.events.publish(chat.userId, { entity: chat.kind.entity, action: 'updated', id: saved.id, parentId: chat.id });
  return chat.kind.toDto(saved);
}

/** A reply's parts with the continuation's added: its first text goes on with the reply's last text; its sources stay last. */
function continued(all: MessagePart[], added: MessagePart[]): MessagePart[] {
  const sources = all.filter((part) => part.type === 'source-url');
  const parts = all.filter((part) => part.type !== 'source-url');
  return [...joined(parts, added), ...sources];
}

function joined(parts: MessagePart[], added: MessagePart[]): MessagePart[] {
  const last = parts.at(-1);
  const [first, ...rest] = added;
  if (last?.type === 'text' && first?.type === 'text')
    return [...parts.slice(0, -1), { type: 'text', text: `${last.text}${first.text}` }, ...rest];
  return [...parts, ...added];
}

/** A turn of the chat: the user's message is saved while the engine already answers it. */
export async function answerMessage<M extends { id: string }>(
  ctx: AppContext,
  chat: Chat<M>,
  message: NewChatMessage,
  opts: ReplyOptions & { onSaved?: (message: M) => void } = {},
): Promise<M[]> {
  // The user's message goes out with the facts the engine reads beside it: the document's memories.
  const stored = storedMessage(message, chat.context.memories);
  const said: ChatTurn = { role: 'user', content: messageText(stored.parts), context: stored.context };
  const history = [...chat.history, said].slice(-CONTEXT_MESSAGES);
  // A file sent with this message is read by the reply to it, as the files sent before are.
  const attached = chat.context.attachments && stored.parts.some((part) => part.type === 'file');
  const context = attached ? { ...chat.context, attachments: await chatAttachments(ctx, chat.userId, history) } : chat.context;
  const turn: Chat<M> = { ...chat, history, context };
  let saved: M | undefined;
  const answer = await replyTo(ctx, turn, opts, async () => {
    saved = await save(ctx, chat.kind, chat, message, stored);
    opts.onSaved?.(saved);
  });
  return saved ? [saved, ...(answer ? [answer] : [])] : [];
}

/** The chat, when its last message awaits a reply (after a failed or stopped one). */
export async function prepareRetry<M extends { id: string }>(ctx: AppContext, kind: ChatKind<M>, key: Key): Promise<Chat<M>> {
  const chat = await loadChat(ctx, kind, key);
  if (chat.history.at(-1)?.role !== 'user') throw badRequest('There is no unanswered message to retry');
  await assertAiAllowance(ctx, key.actor.id);
  return chat;
}
