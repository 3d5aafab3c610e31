import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

export const wantsEventStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

/**
 * Answers with Server-Sent Events: `run` gets a `send(event, data)` and an AbortSignal that fires
 * when the client goes away (a stop button, a closed tab). An error becomes an `error` event.
 */
export async function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (send: (event: string, data: unknown) => void, signal: AbortSignal) => Promise<void>,
) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': request.id,
  });
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const send = (event: string, data: unknown) => {
    if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  try {
    await run(send, controller.signal);
  } catch (err) {
    const known = err instanceof AppError;
    if (!known || err.status >= 500) request.log.error({ err: known ? (err.cause ?? err) : err }, 'stream failed');
    send('error', {
      message: known ? err.message : 'Something went wrong on our side. Please try again.',
      status: known ? err.status : 500,
    });
  } finally {
    res.end();
  }
}
