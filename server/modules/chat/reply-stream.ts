import { createUIMessageStream, pipeUIMessageStreamToResponse, type UIMessage, type UIMessageStreamWriter } from 'ai';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReplyStreamData } from '../../../common/chat-stream';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { replyRuns, type ReplyRun, type RunKey } from './reply-runs';

export const wantsEventStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

type ReplyMessage<M> = UIMessage<never, ReplyStreamData<M>>;

/** What a streamed turn hands the chat service: its callbacks write the stream, `signal` fires on Stop (never on a closed tab). */
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

/** Whether a reply is being generated for the chat: a second one is refused before anything is saved. */
export const REPLY_RUNNING = 'A reply is still being written in this chat. Wait for it or stop it first.';

/**
 * Answers with the AI SDK's UI message stream: `start`, the reply as `text-*` chunks, the saved user
 * message (`data-user-message`) as soon as `run` reports it, every message the turn saved
 * (`data-saved-messages`), then `finish`. A failure after the stream began is an `error` chunk. The
 * reply is generated as a run of the chat (`replyRuns`), detached from this request: a closed tab or
 * a dropped connection only stops this request's following, and the reply is saved whole; only Stop
 * (`stopReply`) ends it early, and the service then keeps what came.
 */
export async function streamReply<M>(
  ctx: AppContext,
  key: RunKey,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (hooks: StreamHooks<M>) => Promise<M[]>,
) {
  const runs = replyRuns(ctx);
  if (runs.get(key)) throw new AppError(409, 'reply_running', REPLY_RUNNING);
  const started = runs.start(key, ({ signal }) =>
    createUIMessageStream<ReplyMessage<M>>({
      execute: async ({ writer }) => {
        writer.write({ type: 'start' });
        const text = textPart(writer);
        let saved: M[];
        try {
          saved = await run({
            signal,
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
    }),
  );
  await pipeChunks(request, reply, started);
}

/**
 * GET …/reply: follows the chat's reply run from its start (the text so far at once), then live until
 * it ends with the saved messages; 204 when nothing is being generated. The caller checked access.
 */
export async function followReply(ctx: AppContext, key: RunKey, request: FastifyRequest, reply: FastifyReply) {
  const run = replyRuns(ctx).get(key);
  if (!run) return reply.status(204).send();
  await pipeChunks(request, reply, run);
}

/** DELETE …/reply (Stop): ends the chat's reply run, if any, once what came is saved. Answers whether one ran. */
export async function stopReply(ctx: AppContext, key: RunKey) {
  const run = replyRuns(ctx).get(key);
  if (!run) return { stopped: false };
  run.stop();
  await run.ended;
  return { stopped: true };
}

/** Answers with the run followed as Server-Sent Events, until it ends or this client goes away. */
async function pipeChunks(request: FastifyRequest, reply: FastifyReply, run: ReplyRun) {
  reply.hijack();
  const gone = new AbortController();
  reply.raw.on('close', () => gone.abort());
  await pipeUIMessageStreamToResponse({
    response: reply.raw,
    stream: run.follow(gone.signal),
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-content-type-options': 'nosniff',
      'x-request-id': request.id,
    },
  });
}
