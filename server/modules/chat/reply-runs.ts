import type { UIMessageChunk } from 'ai';
import type { AppContext } from '../../lib/context';
import type { ChatOwner } from './chat.queries';

/** Which chat a reply run answers: its owner kind (a document, a design) and id. */
export type RunKey = { owner: ChatOwner; id: string };

type Follower = { push(chunk: UIMessageChunk): void; end(): void };

/**
 * One reply being generated, detached from the request that asked for it: the chunks written so
 * far and whoever follows it (the sending request is only the first follower). The buffer stays
 * small: consecutive text deltas are kept as one chunk, so it holds about the text so far plus the
 * tool and data parts. `stop` is the only way to end a run before the model does.
 */
export class ReplyRun {
  private readonly chunks: UIMessageChunk[] = [];
  private readonly followers = new Set<Follower>();
  private readonly controller = new AbortController();
  private over = false;
  /** Settles once the run ended and its reply was saved (or it failed). */
  readonly ended: Promise<void>;
  private finish!: () => void;

  constructor() {
    this.ended = new Promise((resolve) => (this.finish = resolve));
  }

  get signal() {
    return this.controller.signal;
  }

  stop() {
    this.controller.abort();
  }

  push(chunk: UIMessageChunk) {
    const last = this.chunks.at(-1);
    if (chunk.type === 'text-delta' && last?.type === 'text-delta' && last.id === chunk.id) {
      this.chunks[this.chunks.length - 1] = { ...last, delta: last.delta + chunk.delta };
    } else this.chunks.push(chunk);
    for (const follower of this.followers) follower.push(chunk);
  }

  end() {
    this.over = true;
    for (const follower of this.followers) follower.end();
    this.followers.clear();
    this.finish();
  }

  /**
   * The run from its start (the text so far as one delta), then live until it ends. `gone` (the
   * follower's connection closed) ends this stream only, never the run.
   */
  follow(gone: AbortSignal): ReadableStream<UIMessageChunk> {
    let follower: Follower;
    const leave = () => this.followers.delete(follower);
    return new ReadableStream<UIMessageChunk>({
      start: (controller) => {
        for (const chunk of this.chunks) controller.enqueue(chunk);
        if (this.over) return controller.close();
        follower = { push: (chunk) => controller.enqueue(chunk), end: () => controller.close() };
        this.followers.add(follower);
        gone.addEventListener('abort', () => {
          if (leave()) controller.close();
        });
      },
      cancel: () => void leave(),
    });
  }
}

const registries = new WeakMap<AppContext, Map<string, ReplyRun>>();
const keyOf = (key: RunKey) => `${key.owner}:${key.id}`;

/** The reply runs of this app server, one at most per chat. */
export function replyRuns(ctx: AppContext) {
  let runs = registries.get(ctx);
  if (!runs) registries.set(ctx, (runs = new Map()));
  const registry = runs;
  return {
    get: (key: RunKey) => registry.get(keyOf(key)),
    /** Starts a run for the chat, feeding it the chunks of `source`; it leaves the registry once it ended. */
    start(key: RunKey, source: (run: ReplyRun) => ReadableStream<UIMessageChunk>) {
      const run = new ReplyRun();
      registry.set(keyOf(key), run);
      void (async () => {
        try {
          const reader = source(run).getReader();
          for (let step = await reader.read(); !step.done; step = await reader.read()) run.push(step.value);
        } finally {
          if (registry.get(keyOf(key)) === run) registry.delete(keyOf(key));
          run.end();
        }
      })();
      return run;
    },
  };
}
