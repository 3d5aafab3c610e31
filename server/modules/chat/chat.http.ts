import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import { streamEvents, wantsEventStream } from '../../lib/sse';
import { answerMessage, continueReply, openChat, prepareRetry, replyTo, type ChatKind, type NewChatMessage } from './chat.service';

type Key = { id: string; userId: string };

/**
 * A message the engine answers. Answers the messages appended (the user's, then the reply) as JSON,
 * or, when the request accepts `text/event-stream`, streams `message` (the saved user message), `delta`
 * ({text}) events and `done` ({messages}). A refusal (404, 429) is a JSON answer before any stream.
 */
export async function answerRequest<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  key: Key,
  message: NewChatMessage,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const chat = await openChat(ctx, kind, key);
  if (!wantsEventStream(request)) return answerMessage(ctx, chat, message);
  return streamEvents(request, reply, async (send, signal) => {
    const messages = await answerMessage(ctx, chat, message, {
      signal,
      onSaved: (saved) => send('message', saved),
      onDelta: (text) => send('delta', { text }),
    });
    send('done', { messages });
  });
}

/** A new reply to the last, unanswered user message (after a failure or a stop), as JSON or streamed. */
export async function retryRequest<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  key: Key,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const chat = await prepareRetry(ctx, kind, key);
  if (!wantsEventStream(request)) {
    const answer = await replyTo(ctx, chat);
    return answer ? [answer] : [];
  }
  return streamEvents(request, reply, async (send, signal) => {
    const answer = await replyTo(ctx, chat, { signal, onDelta: (text) => send('delta', { text }) });
    send('done', { messages: answer ? [answer] : [] });
  });
}

/** Continue a reply cut at the output cap: the longer reply as JSON (`[message]`), or streamed like a reply. */
export async function continueRequest<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  key: Key,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!wantsEventStream(request)) return [await continueReply(ctx, kind, key)];
  return streamEvents(request, reply, async (send, signal) => {
    const message = await continueReply(ctx, kind, key, { signal, onDelta: (text) => send('delta', { text }) });
    send('done', { messages: [message] });
  });
}
