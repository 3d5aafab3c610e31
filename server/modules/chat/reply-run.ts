import { randomBytes } from 'node:crypto';
import type { UIMessageChunk } from 'ai';

/** A chunk of a run as sent to a follower, with its event id (`Last-Event-ID` resumes after it). */
export type RunEvent = { id: string; chunk: UIMessageChunk };

type Follower = { push(event: RunEvent): void; end(): void };

/** Appends `chunk` to `chunks`, merging a text delta into the one before it; answers where it went (index, text length). */
export function appendMerged(chunks: UIMessageChunk[], chunk: UIMessageChunk): [number, number] {
  const last = chunks.at(-1);
  if (chunk.type === 'text-delta' && last?.type === 'text-delta' && last.id === chunk.id) {
    const merged = { ...last, delta: last.delta + chunk.delta };
    chunks[chunks.length - 1] = merged;
    return [chunks.length - 1, merged.delta.length];
  }
  chunks.push(chunk);
  return [chunks.length - 1, chunk.type === 'text-delta' ? chunk.delta.length : 0];
}

/**
 * One reply being generated, detached from the request that asked for it: the chunks written so
 * far and whoever follows it (the sending request is only the first follower). The buffer stays
 * small: consecutive text deltas are kept as one chunk, so it holds about the text so far plus the
 * tool and data parts. `stop` is the only way to end a run before the model does.
 *
 * An event's id is `<run>.<index>.<length>`: the run's name, the buffered chunk it went into and, for
 * text, how much of that chunk's text it ends at. A copy of the run on another server, fed the same
 * chunks, gives the same ids, so `Last-Event-ID` resumes on any server.
 */
export class ReplyRun {
  private readonly chunks: UIMessageChunk[] = [];
  private readonly followers = new Set<Follower>();
  private readonly controller = new AbortController();
  private over = false;
  /** Settles once the run ended and its reply was saved (or it failed). */
  readonly ended: Promise<void>;
  private finish!: () => void;

  constructor(readonly name = randomBytes(6).toString('hex')) {
    this.ended = new Promise((resolve) => (this.finish = resolve));
  }

  get signal() {
    return this.controller.signal;
  }

  /** What was written so far, text merged. */
  get written(): readonly UIMessageChunk[] {
    return this.chunks;
  }

  get isOver() {
    return this.over;
  }

  get followerCount() {
    return this.followers.size;
  }

  stop() {
    this.controller.abort();
  }

  push(chunk: UIMessageChunk) {
    const [index, length] = appendMerged(this.chunks, chunk);
    const event = { id: `${this.name}.${index}.${length}`, chunk };
    for (const follower of this.followers) follower.push(event);
  }

  end() {
    this.over = true;
    for (const follower of this.followers) follower.end();
    this.followers.clear();
    this.finish();
  }

  /** Hears every chunk pushed from now on, and the end; the answer stops hearing. */
  watch(follower: Follower) {
    if (this.over) follower.end();
    else this.followers.add(follower);
    return () => this.followers.delete(follower);
  }

  /**
   * The run from its start (the text so far as one delta), or from after the event `lastEventId` of
   * this run, then live until it ends. `gone` (the follower's connection closed) ends this stream
   * only, never the run.
   */
  follow(gone: AbortSignal, lastEventId?: string): ReadableStream<RunEvent> {
    let leave = () => false;
    return new ReadableStream<RunEvent>({
      start: (controller) => {
        for (const event of this.replay(lastEventId)) controller.enqueue(event);
        leave = this.watch({ push: (event) => controller.enqueue(event), end: () => controller.close() });
        gone.addEventListener('abort', () => {
          if (leave()) controller.close();
        });
      },
      cancel: () => void leave(),
    });
  }

  /** The buffered chunks after the event `lastEventId` (all of them for an id of another run). */
  private replay(lastEventId = ''): RunEvent[] {
    const [name, index, length] = lastEventId.split('.');
    const from = name === this.name && /^\d+$/.test(index ?? '') && /^\d+$/.test(length ?? '') ? [Number(index), Number(length)] : [-1, 0];
    const [fromIndex = -1, fromLength = 0] = from;
    return this.chunks.flatMap((chunk, i) => {
      const text = chunk.type === 'text-delta' ? chunk.delta.length : 0;
      const id = `${this.name}.${i}.${text}`;
      if (i > fromIndex) return [{ id, chunk }];
      if (i < fromIndex || chunk.type !== 'text-delta' || fromLength >= text) return [];
      return [{ id, chunk: { ...chunk, delta: chunk.delta.slice(fromLength) } }];
    });
  }
}
