import type { UIMessageChunk } from 'ai';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { appendMerged, ReplyRun } from './reply-run';
import { LEASE_RENEW_MS, releaseReplyLease, renewReplyLease, replyLeaseOf, takeReplyLease } from './reply-leases.queries';

/** The event bus topic of reply runs between app servers. */
const TOPIC = 'reply-runs';
/** How long the text of a run followed from another server is gathered before it is relayed. */
const RELAY_BATCH_MS = 20;
/** How long a follower waits for the server running the reply to send what it wrote so far. */
const FOLLOW_WAIT_MS = 3_000;
/** How long Stop waits for the server running the reply to stop it and save what came. */
const STOP_WAIT_MS = 15_000;

export const REPLY_UNREACHABLE = 'The server writing this reply does not answer. Try again in a moment.';

/** Asked of the server running a chat's reply (`server`, the lease's); the others stay silent. */
type Question = { kind: 'follow' | 'stop'; chat: string; run: string; server: string; ask: string };
type Snapshot = { kind: 'snapshot'; ask: string } & ({ gone: true } | { seq: number; chunks: UIMessageChunk[] });
type Message =
  | Question
  | Snapshot
  | { kind: 'stopped'; ask: string; stopped: boolean }
  | { kind: 'chunks'; chat: string; run: string; seq: number; chunks: UIMessageChunk[] }
  | { kind: 'end'; chat: string; run: string };
type Answer = Extract<Message, { ask: string; kind: 'snapshot' | 'stopped' }>;

/** A copy, on this server, of a run another server generates: fed by its relayed chunks. */
type Mirror = { run: ReplyRun; seq: number; ready: Promise<boolean>; heard: boolean };

/**
 * Reply runs across app servers sharing PostgreSQL. The server running a reply holds the chat's
 * lease (`reply_runs`), renewed while it runs, so the others refuse a second reply. A server asked to
 * follow a run it does not have asks its owner over the event bus for what was written so far, then
 * hears the rest relayed in batches (only runs followed from elsewhere are relayed); Stop is relayed
 * the same way. `localRun` finds this server's own runs.
 */
export function createReplyCluster(ctx: AppContext, localRun: (chat: string) => ReplyRun | undefined) {
  const { events } = ctx;
  const db = ctx.database.db;
  const waiting = new Map<string, (answer: Answer) => void>();
  const relayed = new Map<string, { seq: number; flush(): void }>();
  const mirrors = new Map<string, Mirror>();
  let asks = 0;
  const relay = (message: Message) => void events.relay(TOPIC, message);

  /** Asks the other servers; `onAnswer` hears the answer as it arrives, or null after `waitMs`. */
  function ask(question: Omit<Question, 'ask'>, waitMs: number, onAnswer: (answer: Answer | null) => void) {
    const id = `${events.server}.${(asks += 1)}`;
    const timer = setTimeout(() => answered(null), waitMs);
    const answered = (answer: Answer | null) => {
      clearTimeout(timer);
      waiting.delete(id);
      onAnswer(answer);
    };
    waiting.set(id, answered);
    relay({ ...question, ask: id });
  }

  /** Relays what a local run writes from now on, gathered for `RELAY_BATCH_MS`, then its end. */
  function relayRun(chat: string, run: ReplyRun) {
    let pending: UIMessageChunk[] = [];
    let timer: NodeJS.Timeout | undefined;
    const relaying = {
      seq: 0,
      flush() {
        clearTimeout(timer);
        timer = undefined;
        if (pending.length === 0) return;
        relaying.seq += 1;
        relay({ kind: 'chunks', chat, run: run.name, seq: relaying.seq, chunks: pending });
        pending = [];
      },
    };
    run.watch({
      push: ({ chunk }) => {
        appendMerged(pending, chunk);
        timer ??= setTimeout(relaying.flush, RELAY_BATCH_MS);
      },
      end: () => {
        relaying.flush();
        relay({ kind: 'end', chat, run: run.name });
        relayed.delete(chat);
      },
    });
    relayed.set(chat, relaying);
    return relaying;
  }

  async function answer(question: Question) {
    if (question.server !== events.server) return;
    const run = localRun(question.chat);
    const mine = run && run.name === question.run && !run.isOver ? run : null;
    if (question.kind === 'stop') {
      mine?.stop();
      await mine?.ended;
      return relay({ kind: 'stopped', ask: question.ask, stopped: Boolean(mine) });
    }
    if (!mine) return relay({ kind: 'snapshot', ask: question.ask, gone: true });
    const relaying = relayed.get(question.chat) ?? relayRun(question.chat, mine);
    relaying.flush();
    relay({ kind: 'snapshot', ask: question.ask, seq: relaying.seq, chunks: [...mine.written] });
  }

  /** Ends a copy: its followers' streams close (they follow again, or read the saved messages). */
  function drop(chat: string, mirror: Mirror) {
    if (mirrors.get(chat) === mirror) mirrors.delete(chat);
    mirror.run.end();
  }

  /**
   * A copy of another server's run, ready once its owner sent what it wrote so far. It ends with the
   * run, when a batch is missed, when nobody follows it any more, or when its owner's lease is gone.
   */
  function mirror(chat: string, { run: name, server }: { run: string; server: string }): Mirror {
    const copy: Mirror = { run: new ReplyRun(name), seq: -1, ready: Promise.resolve(false), heard: true };
    copy.ready = new Promise((resolve) =>
      ask({ kind: 'follow', chat, run: name, server }, FOLLOW_WAIT_MS, (answer) => {
        if (answer?.kind !== 'snapshot' || 'gone' in answer) {
          drop(chat, copy);
          return resolve(false);
        }
        for (const chunk of answer.chunks) copy.run.push(chunk);
        copy.seq = answer.seq;
        resolve(true);
      }),
    );
    const watchdog = setInterval(async () => {
      const owned = copy.heard || (await replyLeaseOf(db, chat).catch(() => null))?.run === name;
      copy.heard = false;
      if (!owned || copy.run.followerCount === 0) drop(chat, copy);
    }, LEASE_RENEW_MS).unref();
    void copy.run.ended.then(() => clearInterval(watchdog));
    return copy;
  }

  events.onRelay(TOPIC, (raw) => {
    const message = raw as Message;
    if (message.kind === 'follow' || message.kind === 'stop') return void answer(message);
    if (message.kind === 'snapshot' || message.kind === 'stopped') return waiting.get(message.ask)?.(message);
    const copy = mirrors.get(message.chat);
    if (!copy || copy.run.name !== message.run || copy.seq < 0) return;
    copy.heard = true;
    if (message.kind !== 'chunks') return drop(message.chat, copy);
    if (message.seq !== copy.seq + 1) return drop(message.chat, copy);
    copy.seq = message.seq;
    for (const chunk of message.chunks) copy.run.push(chunk);
  });

  /** The chat's lease, when another server holds it. */
  const elsewhere = async (chat: string) => {
    const lease = await replyLeaseOf(db, chat);
    return lease && lease.server !== events.server ? lease : null;
  };

  return {
    /**
     * Takes the chat's lease for a local run, renewed until the answer (its release) is called;
     * null when another server's run holds it.
     */
    async claim(chat: string, run: ReplyRun) {
      if (!(await takeReplyLease(db, { chat, run: run.name, server: events.server }))) return null;
      const renew = setInterval(() => void renewReplyLease(db, chat, run.name).catch(() => {}), LEASE_RENEW_MS).unref();
      return async () => {
        clearInterval(renew);
        await releaseReplyLease(db, chat, run.name).catch(() => {});
      };
    },
    /** Whether another server is generating the chat's reply. */
    runsElsewhere: async (chat: string) => (await elsewhere(chat)) !== null,
    /** Another server's run of the chat, copied here from its start; null when none runs (or its owner does not answer). */
    async follow(chat: string): Promise<ReplyRun | null> {
      const lease = mirrors.has(chat) ? null : await elsewhere(chat);
      if (!mirrors.has(chat)) {
        if (!lease) return null;
        mirrors.set(chat, mirror(chat, lease));
      }
      const copy = mirrors.get(chat) as Mirror;
      return (await copy.ready) ? copy.run : null;
    },
    /** Stops another server's run of the chat once what came is saved there; 503 when that server does not answer. */
    async stop(chat: string) {
      const lease = await elsewhere(chat);
      if (!lease) return { stopped: false };
      const answer = await new Promise<Answer | null>((resolve) => ask({ kind: 'stop', chat, ...lease }, STOP_WAIT_MS, resolve));
      if (answer?.kind !== 'stopped') throw new AppError(503, 'reply_unreachable', REPLY_UNREACHABLE);
      return { stopped: answer.stopped };
    },
  };
}

export type ReplyCluster = ReturnType<typeof createReplyCluster>;
