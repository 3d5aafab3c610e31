import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

export type Limit = { key: string; limit: number; windowMs: number };

/**
 * Sliding-window counters shared by every app server: in PostgreSQL, or in Redis when REDIS_URL is
 * set; in the process itself with PGlite, whose process is the only app server.
 */
export type RateLimiter = {
  /** Counts one action unless the window is full; true when allowed. */
  consume(limit: Limit, now: Date): Promise<boolean>;
  /** Counts one action against every limit, or against none when one is full: answers that one. */
  consumeAll(limits: Limit[], now: Date): Promise<Limit | null>;
};

/**
 * One statement per counted action (every AI call and sign-in): `rate_consume` (migration 0004)
 * locks the keys, drops their expired events, and counts the action when every window has room,
 * so concurrent requests can never slip past a limit. Answers 0, or the index of the full limit.
 */
const consumeStatement = prepared((db) =>
  db
    .select({
      full: sql<number>`rate_consume(${sql.placeholder('keys')}::text[], ${sql.placeholder('limits')}::integer[],
        ${sql.placeholder('windows')}::bigint[], ${sql.placeholder('now')}::timestamptz)`.mapWith(Number),
    })
    .from(sql`(VALUES (1)) AS one (x)`)
    .prepare('rate_consume'),
);

export function databaseRateLimiter(db: Db): RateLimiter {
  async function consumeAll(limits: Limit[], now: Date) {
    const [row] = await consumeStatement(db).execute({
      keys: limits.map((l) => l.key),
      limits: limits.map((l) => l.limit),
      windows: limits.map((l) => l.windowMs),
      now,
    });
    const full = row?.full ?? 0;
    return full === 0 ? null : (limits[full - 1] ?? null);
  }
  return {
    consumeAll,
    consume: async (limit, now) => (await consumeAll([limit], now)) === null,
  };
}
