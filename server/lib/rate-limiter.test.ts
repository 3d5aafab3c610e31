import { describe, expect, it } from 'vitest';
import { rateEvents } from '../db/schema/auth';
import { useTestApp } from '../test/harness';
import { memoryRateLimiter } from './memory-rate-limiter';
import { databaseRateLimiter, type RateLimiter } from './rate-limiter';

const t = useTestApp();
const start = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe.each([
  ['in the database', () => databaseRateLimiter(t.database.db)],
  ['in the process', () => memoryRateLimiter()],
] as [string, () => RateLimiter][])('rate limiter %s', (_, make) => {
  it('counts actions in a sliding window, per key', async () => {
    const rates = make();
    const limit = { key: 'test:ann', limit: 2, windowMs: 60_000 };
    expect(await rates.consume(limit, at(0))).toBe(true);
    expect(await rates.consume(limit, at(1_000))).toBe(true);
    expect(await rates.consume(limit, at(2_000))).toBe(false);
    expect(await rates.consume({ ...limit, key: 'test:bob' }, at(2_000))).toBe(true);
    // The first action leaves the window after a minute; a refused one was never counted.
    expect(await rates.consume(limit, at(60_001))).toBe(true);
    expect(await rates.consume(limit, at(60_002))).toBe(false);
  });

  it('counts against several limits at once, or against none when one is full', async () => {
    const rates = make();
    const email = { key: 'test:email', limit: 1, windowMs: 60_000 };
    const ip = { key: 'test:ip', limit: 2, windowMs: 60_000 };
    expect(await rates.consumeAll([email, ip], at(0))).toBeNull();
    expect(await rates.consumeAll([email, ip], at(1))).toEqual(email);
    // The refused pair left the IP's count alone: one more address still fits.
    expect(await rates.consumeAll([{ ...email, key: 'test:other' }, ip], at(2))).toBeNull();
    expect(await rates.consumeAll([{ ...email, key: 'test:third' }, ip], at(3))).toEqual(ip);
  });
});

it('drops the expired events of a key as it counts (database)', async () => {
  const rates = databaseRateLimiter(t.database.db);
  const limit = { key: 'test:purge', limit: 5, windowMs: 1_000 };
  for (let i = 0; i < 3; i++) await rates.consume(limit, at(i * 10_000));
  const rows = await t.database.db.select().from(rateEvents);
  expect(rows.filter((r) => r.key === 'test:purge')).toHaveLength(1);
});

it('forgets keys whose window has emptied (process)', async () => {
  const rates = memoryRateLimiter();
  for (let i = 0; i < 50; i++) await rates.consume({ key: `ip:${i}`, limit: 3, windowMs: 60_000 }, at(i));
  expect(rates.tracked()).toBe(50);
  await rates.consume({ key: 'ip:late', limit: 3, windowMs: 60_000 }, at(10 * 60_000));
  expect(rates.tracked()).toBe(1);
});
