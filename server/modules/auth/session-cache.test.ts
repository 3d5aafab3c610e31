import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 22) + ms);
const row = (userId: string) =>
  ({ session: { id: `s-${userId}`, userId, expiresAt: at(86_400_000) }, user: { id: userId } }) as unknown as Parameters<
    ReturnType<typeof createSessionCache>['set']
  >[1];

describe('session cache', () => {
  it.each([
    ['at most a minute by default', undefined, 60_000],
    ['for as long as it is told', { ttlMs: 10_000 }, 10_000],
  ])('answers a stored lookup %s', (_, opts, ttlMs) => {
    const cache = createSessionCache(opts);
    cache.set('hash-a', row('ann'), at(0), cache.epoch());
    expect(cache.get('hash-a', at(ttlMs - 1))?.user.id).toBe('ann');
    expect(cache.get('hash-a', at(ttlMs))).toBeUndefined();
  });

  it('forgets a token, or every token of a user', () => {
    const cache = createSessionCache();
    cache.set('hash-a', row('ann'), at(0), cache.epoch());
    cache.set('hash-b', row('ann'), at(0), cache.epoch());
    cache.set('hash-c', row('bob'), at(0), cache.epoch());
    cache.forgetToken('hash-a');
    expect(cache.get('hash-a', at(1))).toBeUndefined();
    expect(cache.get('hash-b', at(1))).toBeDefined();
    cache.forgetUser('ann');
    expect(cache.get('hash-b', at(1))).toBeUndefined();
    expect(cache.get('hash-c', at(1))?.user.id).toBe('bob');
  });

  it('does not store a lookup read before a change that was forgotten meanwhile', () => {
    const cache = createSessionCache();
    const readAt = cache.epoch();
    cache.forgetUser('ann'); // e.g. an admin ended her sessions while the lookup was in flight
    cache.set('hash-a', row('ann'), at(0), readAt);
    expect(cache.get('hash-a', at(1))).toBeUndefined();
  });

  it('while news of changes may be missed, answers and stores nothing; then starts afresh', () => {
    const cache = createSessionCache();
    cache.set('hash-a', row('ann'), at(0), cache.epoch());
    const readBefore = cache.epoch();
    cache.listening(false);
    expect(cache.get('hash-a', at(1))).toBeUndefined();
    cache.set('hash-b', row('bob'), at(1), cache.epoch());
    expect(cache.get('hash-b', at(2))).toBeUndefined();
    const readDuringGap = cache.epoch();
    cache.listening(true);
    // Lookups read before or during the gap may predate news that was missed.
    cache.set('hash-a', row('ann'), at(3), readBefore);
    cache.set('hash-b', row('bob'), at(3), readDuringGap);
    expect(cache.get('hash-a', at(4))).toBeUndefined();
    expect(cache.get('hash-b', at(4))).toBeUndefined();
    cache.set('hash-b', row('bob'), at(5), cache.epoch());
    expect(cache.get('hash-b', at(6))?.user.id).toBe('bob');
  });
});
