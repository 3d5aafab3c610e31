import { createUIMessageStream, pipeUIMessageStreamToResponse, type UIMessage, type UIMessageStreamWriter } from 'ai';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReplyStreamData } from '../../../common/chat-stream';
import { AppError } from '../../lib/errors';

export const wantsEventStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

type ReplyMessage<M> = UIMessage<never, ReplyStreamData<M>>;

/** What a streamed turn hands the chat service: its callbacks write the stream, `signal` fires on Stop. */
export type StreamHooks<M> = {
  signal: AbortSignal;
  onDelta: (text: string) => void;
  onSaved: (message: M) => void;
};

/** One text part of the reply, opened at its first delta (a reply with no text has none) and closed once. */
function textPart<M>(writer: UIMessageStreamWriter<ReplyMessage<M>>) {
  const id = 'reply';
  let open = false;
  return {
    delta(delta: string) {
      if (!open) writer.write({ type: 'text-start', id });
      open = true;
      writer.write({ type: 'text-delta', id, delta });
    },
    end() {
      if (open) writer.write({ type: 'text-end', id });
      open = false;
    },
  };
}

/**
 * Answers with the AI SDK's UI message stream: `start`, the reply as `text-*` chunks, the saved user
 * message (`data-user-message`) as soon as `run` reports it, every message the turn saved
 * (`data-saved-messages`), then `finish`. A failure after the stream began is an `error` chunk. The
 * signal fires when the client goes away (Stop, a closed tab): the service then keeps what came.
 */
export async function streamReply<M>(request: FastifyRequest, reply: FastifyReply, run: (hooks: StreamHooks<M>) => Promise<M[]>) {
  reply.hijack();
  const res = reply.raw;
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const stream = createUIMessageStream<ReplyMessage<M>>({
    execute: async ({ writer }) => {
      writer.write({ type: 'start' });
      const text = textPart(writer);
      let saved: M[];
      try {
        saved = await run({
          signal: controller.signal,
          onDelta: text.delta,
          onSaved: (message) => writer.write({ type: 'data-user-message', data: message, transient: true }),
        });
      } finally {
        text.end();
      }
      writer.write({ type: 'data-saved-messages', data: saved, transient: true });
      writer.write({ type: 'finish' });
    },
    onError: (err) => {
      const known = err instanceof AppError;
      if (!known || err.status >= 500) request.log.error({ err: known ? (err.cause ?? err) : err }, 'stream failed');
      return known ? err.message : 'Something went wrong on our side. Please try again.';
    },
  });
  await pipeUIMessageStreamToResponse({
    response: res,
    stream,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-content-type-options': 'nosniff',
      'x-request-id': request.id,
    },
  });
}
