import type { UIMessageChunk } from 'ai';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { ChatOwner } from './chat.queries';
import { createReplyCluster, type ReplyCluster } from './reply-cluster';
import { ReplyRun } from './reply-run';

/** Which chat a reply run answers: its owner kind (a document, a design) and id. */
export type RunKey = { owner: ChatOwner; id: string };

/** Whether a reply is being generated for the chat: a second one is refused before anything is saved. */
export const REPLY_RUNNING = 'A reply is still being written in this chat. Wait for it or stop it first.';
const running = () => new AppError(409, 'reply_running', REPLY_RUNNING);

type Registry = { runs: Map<string, ReplyRun>; cluster: ReplyCluster | null };
const registries = new WeakMap<AppContext, Registry>();
const keyOf = (key: RunKey) => `${key.owner}:${key.id}`;

function registryOf(ctx: AppContext): Registry {
  const known = registries.get(ctx);
  if (known) return known;
  const runs = new Map<string, ReplyRun>();
  // With PGlite this is the only server: its runs are all there is, and nothing goes to the database.
  const cluster = ctx.database.kind === 'postgres' ? createReplyCluster(ctx, (chat) => runs.get(chat)) : null;
  const registry = { runs, cluster };
  registries.set(ctx, registry);
  return registry;
}

/**
 * The reply runs of the chats, one at most per chat: this server's own (`get`), and with PostgreSQL
 * those of the other app servers, followed and stopped through the event bus (`reply-cluster`).
 */
export function replyRuns(ctx: AppContext) {
  const { runs, cluster } = registryOf(ctx);
  return {
    get: (key: RunKey) => runs.get(keyOf(key)),
    /** Refuses (409 `reply_running`) while a reply is being generated for the chat, here or on another server. */
    async refuseWhileRunning(key: RunKey) {
      if (runs.has(keyOf(key)) || (await cluster?.runsElsewhere(keyOf(key)))) throw running();
    },
    /**
     * Starts a run for the chat, feeding it the chunks of `source`; it leaves the registry once it
     * ended. Refused (409) while another runs for the chat, on any server.
     */
    async start(key: RunKey, source: (run: ReplyRun) => ReadableStream<UIMessageChunk>) {
      const chat = keyOf(key);
      if (runs.has(chat)) throw running();
      const run = new ReplyRun();
      runs.set(chat, run);
      let release: (() => Promise<void>) | null = null;
      try {
        release = cluster && (await cluster.claim(chat, run));
        if (cluster && !release) throw running();
      } catch (err) {
        runs.delete(chat);
        run.end();
        throw err;
      }
      void (async () => {
        try {
          const reader = source(run).getReader();
          for (let step = await reader.read(); !step.done; step = await reader.read()) run.push(step.value);
        } finally {
          // The lease goes before the run ends: once a follower's stream ended, a new reply may start anywhere.
          await release?.();
          if (runs.get(chat) === run) runs.delete(chat);
          run.end();
        }
      })();
      return run;
    },
    /** The chat's run, this server's or a copy of another server's; null when none is being generated. */
    follow: async (key: RunKey) => runs.get(keyOf(key)) ?? (await cluster?.follow(keyOf(key))) ?? null,
    /** Stop: ends the chat's run, on whichever server, once what came is saved; answers whether one ran. */
    async stop(key: RunKey) {
      const run = runs.get(keyOf(key));
      if (!run) return cluster ? cluster.stop(keyOf(key)) : { stopped: false };
      run.stop();
      await run.ended;
      return { stopped: true };
    },
  };
}
