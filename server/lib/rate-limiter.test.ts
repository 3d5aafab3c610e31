import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../db/schema/auth';
import type { Database } from '../db/database';
import { useTestApp } from '../test/harness';
import { createRateLimiter, RATE_KEY_PREFIX } from './rate-limiter';

const t = useTestApp();
const onPostgres = process.env.TEST_DB === 'postgres';
const redisUrl = process.env.TEST_REDIS_URL;
const start = new Date('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

/**
 * Every store the app may count in: in memory with PGlite, in PostgreSQL, in Redis when the tests
 * have one. Memory and Redis do not depend on the database, so they run in the PGlite project only.
 */
const stores = [
  { name: 'in memory', runs: !onPostgres, shared: false, make: () => createRateLimiter({ database: { kind: 'pglite' } as Database }) },
  { name: 'in PostgreSQL', runs: onPostgres, shared: true, make: () => createRateLimiter({ database: anotherServersPool() }) },
  { name: 'in Redis', runs: !onPostgres && !!redisUrl, shared: true, make: () => createRateLimiter({ database: t.database, redisUrl }) },
].filter((store) => store.runs);

/** The test database as another app server sees it: its own pool of connections, closed after each test. */
const pools: pg.Pool[] = [];
function anotherServersPool() {
  if (t.database.kind !== 'postgres') throw new Error('PostgreSQL only');
  const pool = new pg.Pool({ connectionString: t.database.pool.options.connectionString, max: 5 });
  pools.push(pool);
  return { ...t.database, pool };
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

afterEach(() => {
  vi.useRealTimers();
});

describe.each(stores)('rate limits $name', ({ name, shared, make }) => {
  // Redis outlives a test run: each run counts under its own keys.
  const run = Math.random().toString(36).slice(2, 8);
  const key = (k: string) => `test-${run}:${k}`;
  const opened: { close(): Promise<void> }[] = [];
  const limiter = async () => {
    const rates = await make();
    opened.push(rates);
    return rates;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((rates) => rates.close()));
  });

  it('counts actions per key and refuses past the limit', async () => {
    const rates = await limiter();
    const limit = { key: key('ann'), limit: 2, windowMs: MINUTE };
    expect(await rates.consume(limit)).toBeNull();
    expect(await rates.consume(limit)).toBeNull();
    expect(await rates.consume(limit)).toEqual(limit);
    expect(await rates.consume(limit)).toEqual(limit);
    expect(await rates.consume({ ...limit, key: key('bob') })).toBeNull();
  });

  it('counts against several limits at once, or against none when one is full', async () => {
    const rates = await limiter();
    const email = { key: key('email'), limit: 1, windowMs: MINUTE };
    const ip = { key: key('ip'), limit: 2, windowMs: 10 * MINUTE };
    expect(await rates.consume(email, ip)).toBeNull();
    expect(await rates.consume(email, ip)).toEqual(email);
    // The refused pair left the IP's count alone: one more address still fits.
    expect(await rates.consume({ ...email, key: key('other') }, ip)).toBeNull();
    expect(await rates.consume({ ...email, key: key('third') }, ip)).toEqual(ip);
    // The refused pair gave the third address its point back.
    expect(await rates.consume({ ...email, key: key('third') })).toBeNull();
  });

  it('counts concurrent actions exactly, and gives back exactly what a refusal took', async () => {
    const rates = await limiter();
    const burst = { key: key('burst'), limit: 7, windowMs: MINUTE };
    const answers = await Promise.all(Array.from({ length: 100 }, () => rates.consume(burst)));
    expect(answers.filter((full) => full === null)).toHaveLength(7);

    const ip = { key: key('one-ip'), limit: 20, windowMs: 60 * MINUTE };
    const emails = Array.from({ length: 40 }, (_, i) => ({ key: key(`mail-${i}`), limit: 3, windowMs: 10 * MINUTE }));
    const pairs = await Promise.all(emails.map((email) => rates.consume(email, ip)));
    expect(pairs.filter((full) => full === null)).toHaveLength(20);
    expect(pairs.filter((full) => full === ip)).toHaveLength(20);
    // Every address has 2 sends left: 1 counted and 2 left, or 0 counted (given back) and 3 left.
    const left = await Promise.all(
      emails.map(async (email) => [await rates.consume(email), await rates.consume(email), await rates.consume(email)]),
    );
    expect(left.map((answers) => answers.filter((full) => full === null).length).sort()).toEqual([
      ...Array(20).fill(2),
      ...Array(20).fill(3),
    ]);
  });

  it.runIf(shared)('counts exactly across app servers sharing the store', async () => {
    const [one, two] = [await limiter(), await limiter()];
    const burst = { key: key('servers'), limit: 7, windowMs: MINUTE };
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? one : two).consume(burst)));
    expect(answers.filter((full) => full === null)).toHaveLength(7);
  });

  it.skipIf(name === 'in Redis')('opens a window at the first action and closes it after its duration', async () => {
    // Memory and PostgreSQL windows follow Date.now() in this process.
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const rates = await limiter();
    const limit = { key: key('window'), limit: 2, windowMs: MINUTE };
    expect(await rates.consume(limit)).toBeNull();
    vi.setSystemTime(start.getTime() + 30_000);
    expect(await rates.consume(limit)).toBeNull();
    vi.setSystemTime(start.getTime() + MINUTE - 1);
    expect(await rates.consume(limit)).toEqual(limit);
    // A fixed window: a minute after the first action, the count starts again from nothing.
    vi.setSystemTime(start.getTime() + MINUTE);
    expect(await rates.consume(limit)).toBeNull();
    expect(await rates.consume(limit)).toBeNull();
    expect(await rates.consume(limit)).toEqual(limit);
  });

  it.runIf(name === 'in Redis')('closes a window after its duration (Redis keys expire)', async () => {
    const rates = await limiter();
    const limit = { key: key('window'), limit: 1, windowMs: 1000 };
    expect(await rates.consume(limit)).toBeNull();
    expect(await rates.consume(limit)).toEqual(limit);
    await vi.waitFor(async () => expect(await rates.consume(limit)).toBeNull(), { timeout: 3000, interval: 100 });
  });
});

describe.runIf(onPostgres)('rate limits in PostgreSQL: the table', () => {
  it('keeps one row per counter and deletes expired ones by itself', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: start });
    const rates = await createRateLimiter({ database: t.database });
    const limit = { key: 'test:row', limit: 5, windowMs: MINUTE };
    for (let i = 0; i < 3; i++) await rates.consume(limit);
    expect(await t.database.db.select().from(rateLimits)).toEqual([
      { key: `${RATE_KEY_PREFIX}:test:row`, points: 3, expire: start.getTime() + MINUTE },
    ]);
    // rate-limiter-flexible deletes, every five minutes, rows whose window ended over an hour ago.
    vi.setSystemTime(start.getTime() + 62 * MINUTE);
    vi.advanceTimersByTime(5 * MINUTE);
    await vi.waitFor(async () => expect(await t.database.db.select().from(rateLimits)).toEqual([]));
    await rates.close();
  });
});
