import { createUIMessageStream, type UIMessage, type UIMessageStreamWriter } from 'ai';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReplyStreamData } from '../../../common/chat-stream';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import type { ReplyRun, RunEvent } from './reply-run';
import { replyRuns, type RunKey } from './reply-runs';

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

/**
 * Answers with the AI SDK's UI message stream: `start`, the reply as `text-*` chunks, the saved user
 * message (`data-user-message`) as soon as `run` reports it, every message the turn saved
 * (`data-saved-messages`), then `finish`. A failure after the stream began is an `error` chunk. The
 * reply is generated as a run of the chat (`replyRuns`), detached from this request: a closed tab or
 * a dropped connection only stops this request's following, and the reply is saved whole; only Stop
 * (`stopReply`) ends it early, and the service then keeps what came. Refused (409 `reply_running`)
 * while a reply is being generated for the chat, on this server or another.
 */
export async function streamReply<M>(
  ctx: AppContext,
  key: RunKey,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (hooks: StreamHooks<M>) => Promise<M[]>,
) {
  const started = await replyRuns(ctx).start(key, ({ signal }) =>
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
 * GET …/reply: follows the chat's reply run, on this server or another, from its start (the text so
 * far at once) or after the event of `Last-Event-ID`, then live until it ends with the saved messages;
 * 204 when nothing is being generated. The caller checked access.
 */
export async function followReply(ctx: AppContext, key: RunKey, request: FastifyRequest, reply: FastifyReply) {
  const run = await replyRuns(ctx).follow(key);
  if (!run) return reply.status(204).send();
  const lastEventId = request.headers['last-event-id'];
  await pipeChunks(request, reply, run, typeof lastEventId === 'string' ? lastEventId : undefined);
}

/** DELETE …/reply (Stop): ends the chat's reply run, on whichever server, once what came is saved. Answers whether one ran. */
export const stopReply = (ctx: AppContext, key: RunKey) => replyRuns(ctx).stop(key);

/** Headers of the AI SDK's UI message stream. */
const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-vercel-ai-ui-message-stream': 'v1',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
};

/** Answers with the run followed as Server-Sent Events (each with its id), until it ends or this client goes away. */
async function pipeChunks(request: FastifyRequest, reply: FastifyReply, run: ReplyRun, lastEventId?: string) {
  reply.hijack();
  const response = reply.raw;
  const gone = new AbortController();
  response.on('close', () => gone.abort());
  response.writeHead(200, { ...EVENT_STREAM_HEADERS, 'x-request-id': request.id });
  // A follower resuming at the live edge has nothing to read yet: the answer starts now all the same.
  response.flushHeaders();
  const write = (text: string) =>
    response.write(text) || gone.signal.aborted || new Promise<void>((resolve) => response.once('drain', resolve).once('close', resolve));
  const reader = run.follow(gone.signal, lastEventId).getReader();
  for (let step = await reader.read(); !step.done && !gone.signal.aborted; step = await reader.read()) {
    await write(eventOf(step.value));
  }
  if (!gone.signal.aborted) response.end('data: [DONE]\n\n');
}

const eventOf = ({ id, chunk }: RunEvent) => `id: ${id}\ndata: ${JSON.stringify(chunk)}\n\n`;
