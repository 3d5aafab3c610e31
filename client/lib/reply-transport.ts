import {
  DefaultChatTransport,
  parseJsonEventStream,
  uiMessageChunkSchema,
  type InferUIMessageChunk,
  type UIMessage,
  type UIMessageChunk,
} from 'ai';
import type { ReplyStreamData } from '@common/chat-stream';
import { throwIfResNotOk } from '@/lib/api-client';
import type { Action } from '@/lib/routes';

/** A streamed reply as the AI SDK reads it: text, and the chat's data parts carrying saved messages `M`. */
type ReplyMessage<M> = UIMessage<never, ReplyStreamData<M>>;
export type ReplyChunk<M> = InferUIMessageChunk<ReplyMessage<M>>;

/** A refusal before the stream (400, 404, 429) raises an ApiError with the server's text, as every other call does. */
const checkedFetch: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  await throwIfResNotOk(res);
  return res;
};

/**
 * Sends a chat action (a message, a retry, a Continue) with the AI SDK's chat transport and answers
 * the reply's UI message chunks as they come. The body is the route's own (`{}` for none): the
 * conversation is on the server, so no message list is sent. The chunks are checked against the SDK's
 * chunk schema; their data parts are what the server writes from the same `ReplyStreamData` type.
 * This module is loaded apart (`loadReplyTransport`): the SDK and its schema library are about 55 KB
 * compressed, which the chat screens do not wait for.
 */
export async function streamReply<M, B>(action: Action<B, unknown>, body: B | undefined, signal: AbortSignal) {
  const transport = new DefaultChatTransport<ReplyMessage<M>>({
    api: action.url,
    credentials: 'include',
    headers: { Accept: 'text/event-stream' },
    // The SDK posts; an edit is a PUT: the route's own method goes out.
    fetch: (input, init) => checkedFetch(input, { ...init, method: action.method }),
    prepareSendMessagesRequest: () => ({ body: body ?? {} }),
  });
  const chunks = await transport.sendMessages({
    chatId: action.url,
    messages: [],
    trigger: 'submit-message',
    messageId: undefined,
    abortSignal: signal,
  });
  return chunks as ReadableStream<ReplyChunk<M>>;
}

/** One parsed event of a UI message stream: a chunk, or why it is not one. */
type ChunkParse = ReplyStreamParse extends ReadableStream<infer P> ? P : never;
type ReplyStreamParse = ReturnType<typeof parseJsonEventStream<UIMessageChunk>>;

/** The UI message chunks of a reply already answered (GET …/reply), each checked against the SDK's chunk schema. */
export function replyChunksOf<M>(body: ReadableStream<Uint8Array>) {
  return parseJsonEventStream({ stream: body, schema: uiMessageChunkSchema }).pipeThrough(
    new TransformStream<ChunkParse, ReplyChunk<M>>({
      transform(part, controller) {
        if (!part.success) throw part.error;
        controller.enqueue(part.value as ReplyChunk<M>);
      },
    }),
  );
}
