import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getTableName } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema/auth';

/**
 * At most `limit` actions per `key` in a window of `windowMs` (whole seconds), which opens at the
 * key's first counted action. The key names one counter: give each limit its own prefix (`ai:`...).
 */
export type Limit = { key: string; limit: number; windowMs: number };

export type RateLimiter = {
  /**
   * Counts one action against every limit, or against none when one is full: answers that limit
   * (the first full one, in the order given), or null when the action was counted.
   */
  consume(...limits: Limit[]): Promise<Limit | null>;
};

/** The prefix of every counter's key, in Redis and in PostgreSQL. */
export const RATE_KEY_PREFIX = 'northstar:limit';

type Options = { points: number; duration: number; keyPrefix: string };

/**
 * Rate limits counted by rate-limiter-flexible (decision 028), in the store that every app server
 * shares: Redis when `redisUrl` is set, else PostgreSQL; with PGlite, in this process, which is the
 * only app server since only one process can open the embedded database.
 */
export async function createRateLimiter(opts: {
  database: Database;
  redisUrl?: string;
}): Promise<RateLimiter & { close(): Promise<void> }> {
  if (opts.redisUrl) {
    // Loaded only when configured.
    const { createClient } = await import('redis');
    const client = createClient({ url: opts.redisUrl });
    // The client reconnects by itself; without a listener an error would stop the process.
    client.on('error', () => {});
    await client.connect();
    return {
      ...countedIn((o) => new RateLimiterRedis({ ...o, storeClient: client, useRedisPackage: true })),
      close: async () => {
        await client.close();
      },
    };
  }
  const { database } = opts;
  if (database.kind === 'postgres') {
    let first = true;
    return {
      ...countedIn((o) => {
        const limiter = new RateLimiterPostgres({
          ...o,
          storeClient: database.pool,
          storeType: 'pool',
          // Made by migration 0009, under the migration lock, before any limiter runs.
          tableName: getTableName(rateLimits),
          tableCreated: true,
          // Each limiter would delete the table's expired rows every five minutes: one is enough.
          clearExpiredByTimeout: first,
        });
        first = false;
        return limiter;
      }),
      close: async () => {},
    };
  }
  return { ...countedIn((o) => new RateLimiterMemory(o)), close: async () => {} };
}

/** Consumes from one limiter per limit and window, made by `make` when first needed. */
function countedIn(make: (opts: Options) => RateLimiterAbstract): RateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (limit: Limit) => {
    const id = `${limit.limit}/${limit.windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      if (limit.windowMs % 1000 !== 0) throw new Error(`A rate-limit window is whole seconds, not ${limit.windowMs} ms`);
      limiter = make({ points: limit.limit, duration: limit.windowMs / 1000, keyPrefix: RATE_KEY_PREFIX });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return {
    async consume(...limits) {
      for (const [i, limit] of limits.entries()) {
        if (await counted(limiterFor(limit), limit.key)) continue;
        // Refused: the limits counted before this one give their point back.
        await Promise.all(limits.slice(0, i).map((before) => limiterFor(before).reward(before.key)));
        return limit;
      }
      return null;
    },
  };
}

/** Counts one action; false when the window is full, which rate-limiter-flexible answers by rejecting with its state. */
async function counted(limiter: RateLimiterAbstract, key: string) {
  try {
    await limiter.consume(key);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    throw err;
  }
}
