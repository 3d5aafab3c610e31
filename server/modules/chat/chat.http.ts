import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import type { Ask } from '../../policies/policy';
import {
  answerMessage,
  continueReply,
  openChat,
  prepareContinue,
  prepareRetry,
  replyTo,
  type Chat,
  type ChatKind,
  type NewChatMessage,
  type ReplyOptions,
} from './chat.service';
import { prepareEdit, prepareRegenerate } from './chat-rewind';
import { followReply, stopReply, streamReply, wantsEventStream } from './reply-stream';
import { askOf, currentUser } from '../../plugins/session';
import { workspaceTools } from '../ai/workspace-tools';

/** The chat with the tools on the signed-in user's work its reply may use (search, memory, documents). */
const withTools = <M extends { id: string }>(ctx: AppContext, chat: Chat<M>, request: FastifyRequest): Chat<M> => ({
  ...chat,
  workspace: workspaceTools(ctx, {
    owner: chat.kind.owner,
    id: chat.id,
    journeyType: chat.context.journeyType,
    user: currentUser(request),
  }),
});

/** The reply run of a chat: one at most is generated at a time (`reply-runs`). */
const runKey = <M extends { id: string }>(chat: Chat<M>) => ({ owner: chat.kind.owner, id: chat.id });

/**
 * A message the engine answers. Answers the messages appended (the user's, then the reply) as JSON,
 * or, when the request accepts `text/event-stream`, streams the reply as a UI message stream
 * (`streamReply`). A refusal (404, 429) is a JSON answer before any stream.
 */
export async function answerRequest<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  key: Ask,
  message: NewChatMessage,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const chat = withTools(ctx, await openChat(ctx, kind, key), request);
  if (!wantsEventStream(request)) return answerMessage(ctx, chat, message);
  return streamReply<M>(ctx, runKey(chat), request, reply, (hooks) => answerMessage(ctx, chat, message, hooks));
}

/** A new reply to the last, unanswered user message (after a failure or a stop), as JSON or streamed. */
export async function retryRequest<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  key: Ask,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return replyRequest(ctx, await prepareRetry(ctx, kind, key), request, reply);
}

/** An edited user message sent again: the later messages are gone, the edited message and its new reply are answered as a send's. */
export async function editRequest<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  key: Ask,
  edit: { messageId: string; content: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { chat, edited } = await prepareEdit(ctx, kind, key, edit.messageId, edit.content);
  return replyRequest(ctx, chat, request, reply, edited);
}

/** A reply written again in place of `messageId` (the later messages are gone), as JSON or streamed. */
export async function regenerateRequest<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  key: Ask,
  messageId: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return replyRequest(ctx, await prepareRegenerate(ctx, kind, key, messageId), request, reply);
}

/**
 * The reply to a chat whose last message awaits one, as JSON or streamed; `first` (an edited
 * message) leads the answer and is reported at once in a stream, as a sent message is.
 */
async function replyRequest<M extends { id: string }>(
  ctx: AppContext,
  chat: Chat<M>,
  request: FastifyRequest,
  reply: FastifyReply,
  first?: M,
) {
  const answer = async (hooks?: ReplyOptions & { onSaved?: (message: M) => void }) => {
    if (first) hooks?.onSaved?.(first);
    const saved = await replyTo(ctx, withTools(ctx, chat, request), hooks);
    return [...(first ? [first] : []), ...(saved ? [saved] : [])];
  };
  if (!wantsEventStream(request)) return answer();
  return streamReply<M>(ctx, runKey(chat), request, reply, answer);
}

/** Continue a reply cut at the output cap: the longer reply as JSON (`[message]`), or streamed like a reply; a refusal is a JSON answer before any stream. */
export async function continueRequest<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  key: Ask,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const prepared = await prepareContinue(ctx, kind, key);
  const cut = { ...prepared, chat: withTools(ctx, prepared.chat, request) };
  if (!wantsEventStream(request)) return [await continueReply(ctx, cut)];
  return streamReply<M>(ctx, runKey(cut.chat), request, reply, async (hooks) => [await continueReply(ctx, cut, hooks)]);
}

/** GET …/reply: follows the reply being generated for the chat (204 when none); 404 unless the actor may read the chat. */
export async function followRequest<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  key: Ask,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const owner = await kind.ownerOf(ctx, key, 'read');
  return followReply(ctx, { owner: kind.owner, id: owner.id }, request, reply);
}

/** DELETE …/reply (Stop): ends the reply being generated, saving what came; 404 unless the actor may chat there. */
export async function stopRequest<M extends { id: string }>(ctx: AppContext, kind: ChatKind<M>, key: Ask) {
  const owner = await kind.ownerOf(ctx, key, 'chat');
  return stopReply(ctx, { owner: kind.owner, id: owner.id });
}

type ChatRequest = FastifyRequest<{ Params: { id: string } }>;
type MessageRequest = FastifyRequest<{ Params: { id: string; messageId: string } }>;
type EditRequest = FastifyRequest<{ Params: { id: string; messageId: string }; Body: { content: string } }>;

/**
 * The handlers every kind of chat serves alike (a document's, a design's): retry, follow, stop,
 * continue, edit and send again, regenerate. Each routes file spreads them into its contract group.
 */
export const chatRunHandlers = <M extends { id: string }>(ctx: AppContext, kind: ChatKind<M>) => ({
  reply: async (request: ChatRequest, reply: FastifyReply) => retryRequest(ctx, kind, askOf(request), request, reply),
  follow: async (request: ChatRequest, reply: FastifyReply) => followRequest(ctx, kind, askOf(request), request, reply),
  stop: async (request: ChatRequest) => stopRequest(ctx, kind, askOf(request)),
  continue: async (request: ChatRequest, reply: FastifyReply) => continueRequest(ctx, kind, askOf(request), request, reply),
  edit: async (request: EditRequest, reply: FastifyReply) => {
    const edit = { messageId: request.params.messageId, content: request.body.content };
    return editRequest(ctx, kind, askOf(request), edit, request, reply);
  },
  regenerate: async (request: MessageRequest, reply: FastifyReply) =>
    regenerateRequest(ctx, kind, askOf(request), request.params.messageId, request, reply),
});
