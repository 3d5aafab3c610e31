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
  type ChatKind,
  type NewChatMessage,
  type ReplyOptions,
} from './chat.service';
import { streamReply, wantsEventStream } from './reply-stream';

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
  const chat = await openChat(ctx, kind, key);
  if (!wantsEventStream(request)) return answerMessage(ctx, chat, message);
  return streamReply<M>(request, reply, (hooks) => answerMessage(ctx, chat, message, hooks));
}

/** A new reply to the last, unanswered user message (after a failure or a stop), as JSON or streamed. */
export async function retryRequest<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  key: Ask,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const chat = await prepareRetry(ctx, kind, key);
  const answer = async (hooks?: ReplyOptions) => {
    const saved = await replyTo(ctx, chat, hooks);
    return saved ? [saved] : [];
  };
  if (!wantsEventStream(request)) return answer();
  return streamReply<M>(request, reply, answer);
}

/** Continue a reply cut at the output cap: the longer reply as JSON (`[message]`), or streamed like a reply; a refusal is a JSON answer before any stream. */
export async function continueRequest<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  key: Ask,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const cut = await prepareContinue(ctx, kind, key);
  if (!wantsEventStream(request)) return [await continueReply(ctx, cut)];
  return streamReply<M>(request, reply, async (hooks) => [await continueReply(ctx, cut, hooks)]);
}
