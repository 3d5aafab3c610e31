import type { ChatMessage } from '@/features/messages/api/conversations';
import type { ReplyChunk } from '@/lib/reply-transport';

type Chunk = ReplyChunk<ChatMessage>;

/** The chunks a streamed reply is made of, as the server writes them. */
export const chunks = {
  userMessage: (data: ChatMessage): Chunk => ({ type: 'data-user-message', data, transient: true }),
  text: (delta: string): Chunk => ({ type: 'text-delta', id: 'reply', delta }),
  saved: (...data: ChatMessage[]): Chunk => ({ type: 'data-saved-messages', data, transient: true }),
  finish: { type: 'finish' } as Chunk,
  error: (errorText: string): Chunk => ({ type: 'error', errorText }),
};

const encode = (line: string) => new TextEncoder().encode(`data: ${line}\n\n`);

/**
 * A UI message stream answer to a stubbed fetch: `start`, then `body`, then the end of the stream;
 * `hold` keeps it open after `body` until the request is aborted.
 */
export function replyStream(init: RequestInit | undefined, body: Chunk[], hold = false) {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of [{ type: 'start' }, ...body]) controller.enqueue(encode(JSON.stringify(chunk)));
      if (!hold) {
        controller.enqueue(encode('[DONE]'));
        return controller.close();
      }
      init?.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    },
  });
  return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' } });
}
