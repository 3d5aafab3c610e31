import type { UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { ReplyRun, type RunEvent } from './reply-run';

async function read(stream: ReadableStream<RunEvent>, count: number) {
  const reader = stream.getReader();
  const events: RunEvent[] = [];
  while (events.length < count) {
    const step = await reader.read();
    if (step.done) break;
    events.push(step.value);
  }
  reader.releaseLock();
  return events;
}

const delta = (text: string): UIMessageChunk => ({ type: 'text-delta', id: 'reply', delta: text });

/** A run that wrote `start`, then "Hello" and " world" as two deltas. */
function runSoFar(name = 'r1') {
  const run = new ReplyRun(name);
  run.push({ type: 'start' });
  run.push({ type: 'text-start', id: 'reply' });
  run.push(delta('Hello'));
  run.push(delta(' world'));
  return run;
}

describe('a reply run and its event ids', () => {
  it('replays the text so far as one delta, each event named by run, chunk and text length', async () => {
    const events = await read(runSoFar().follow(new AbortController().signal), 3);
    expect(events.map((e) => e.id)).toEqual(['r1.0.0', 'r1.1.0', 'r1.2.11']);
    expect(events[2]?.chunk).toEqual(delta('Hello world'));
  });

  it('live events carry the ids a replay would give, so a copy on another server agrees', async () => {
    const run = runSoFar();
    const live = run.follow(new AbortController().signal);
    await read(live, 3);
    run.push(delta('!'));
    run.push({ type: 'text-end', id: 'reply' });
    expect((await read(live, 2)).map((e) => e.id)).toEqual(['r1.2.12', 'r1.3.0']);
  });

  it('resumes after Last-Event-ID: within the text, after it, or from the start for an id of another run', async () => {
    const signal = new AbortController().signal;
    const run = runSoFar();
    run.push({ type: 'text-end', id: 'reply' });
    run.end();
    const after = async (id: string) => (await read(run.follow(signal, id), 5)).map((e) => e.chunk);
    expect(await after('r1.2.5')).toEqual([delta(' world'), { type: 'text-end', id: 'reply' }]);
    expect(await after('r1.2.11')).toEqual([{ type: 'text-end', id: 'reply' }]);
    expect(await after('r1.1.0')).toEqual([delta('Hello world'), { type: 'text-end', id: 'reply' }]);
    expect(await after('other.2.5')).toHaveLength(4);
    expect(await after('nonsense')).toHaveLength(4);
  });

  it('a follower that leaves ends its stream only; the run goes on and ends for the others', async () => {
    const run = runSoFar();
    const leaving = new AbortController();
    const gone = run.follow(leaving.signal).getReader();
    const staying = run.follow(new AbortController().signal);
    leaving.abort();
    for (let step = await gone.read(); !step.done; step = await gone.read());
    expect(run.followerCount).toBe(1);
    run.end();
    expect(await read(staying, 10)).toHaveLength(3);
  });
});
