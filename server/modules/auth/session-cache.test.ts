import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 22) + ms);
const row = (userId: string) =>
  ({ session: { id: `s-${userId}`, userId, expiresAt: at(86_400_000) }, user: { id: userId } }) as unknown as Parameters<
    ReturnType<typeof createSessionCache>['set']
  >[1];

describe('session cache (PGlite)', () => {
  it('answers a stored lookup for at most a minute', () => {
    const cache = createSessionCache();
    cache.set('hash-a', row('ann'), at(0), cache.epoch());
    expect(cache.get('hash-a', at(59_999))?.user.id).toBe('ann');
    expect(cache.get('hash-a', at(60_000))).toBeUndefined();
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
});
