import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

describe('createAnswerCache', () => {
  const page = { items: ['Plan'] };
  /** A load that answers `value` once `release` is called, to hold it while something changes. */
  const held = <T>(value: T) => {
    let release = () => {};
    const loaded = new Promise<T>((resolve) => (release = () => resolve(value)));
    return { load: () => loaded, release: () => release() };
  };

  it('answers from memory the second time, without loading', async () => {
    const cache = createAnswerCache(Date.now);
    let loads = 0;
    const load = async () => ((loads += 1), page);
    expect(await cache.remember('u1', 'documents', load)).toEqual(page);
    expect(await cache.remember('u1', 'documents', load)).toEqual(page);
    expect(loads).toBe(1);
  });

  it('never keeps an answer loaded while a change happened', async () => {
    const cache = createAnswerCache(Date.now);
    const first = held(page);
    const answering = cache.remember('u1', 'documents', first.load);
    cache.forgetUser('someone-else');
    first.release();
    expect(await answering).toEqual(page);
    const fresh = { items: ['Plan', 'Roadmap'] };
    expect(await cache.remember('u1', 'documents', async () => fresh)).toEqual(fresh);
  });

  it("forgets only the changed user's answers (not a user whose id starts the same), or all when the library changes", async () => {
    const cache = createAnswerCache(Date.now);
    for (const user of ['u1', 'u2', 'u10']) await cache.remember(user, 'q', async () => `${user} old`);
    cache.forgetUser('u1');
    const now = await Promise.all(['u1', 'u2', 'u10'].map((user) => cache.remember(user, 'q', async () => `${user} new`)));
    expect(now).toEqual(['u1 new', 'u2 old', 'u10 old']);
    cache.forgetAll();
    expect(await cache.remember('u2', 'q', async () => 'u2 newer')).toBe('u2 newer');
  });

  it('while changes may go unheard, answers nothing from memory and keeps nothing; once heard again, starts afresh', async () => {
    const cache = createAnswerCache(Date.now);
    await cache.remember('u1', 'q', async () => 'before');
    const during = held('read during the gap');
    const reading = cache.remember('u1', 'q2', during.load);
    cache.listening(false);
    during.release();
    await reading;
    expect(await cache.remember('u1', 'q', async () => 'gap 1')).toBe('gap 1');
    expect(await cache.remember('u1', 'q', async () => 'gap 2')).toBe('gap 2');
    cache.listening(true);
    expect(await cache.remember('u1', 'q2', async () => 'after')).toBe('after');
    expect(await cache.remember('u1', 'q', async () => 'after')).toBe('after');
    expect(await cache.remember('u1', 'q', async () => 'again')).toBe('after');
  });
});
