import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { rateEvents } from '../db/schema/auth';

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
 * Counting one action in one statement (every AI call and sign-in): the expired events of the key
 * go, and a new one is counted when the window has room; a row comes back when it had.
 */
const consumeStatement = prepared((db) => {
  const key = sql.placeholder('key');
  const since = sql.placeholder('since');
  const purge = db
    .$with('purge', {})
    .as(sql`DELETE FROM ${rateEvents} WHERE ${rateEvents.key} = ${key} AND ${rateEvents.at} < ${since}`);
  const recent = db
    .$with('recent', { n: sql<number>`n`.as('n') })
    .as(sql`SELECT count(*) AS n FROM ${rateEvents} WHERE ${rateEvents.key} = ${key} AND ${rateEvents.at} > ${since}`);
  const counted = db
    .$with('counted', { id: sql<number>`id`.as('id') })
    .as(
      sql`INSERT INTO ${rateEvents} (key, at) SELECT ${key}, ${sql.placeholder('now')} FROM recent
          WHERE recent.n < ${sql.placeholder('limit')} RETURNING id`,
    );
  return db.with(purge, recent, counted).select({ id: counted.id }).from(counted).prepare('rate_consume');
});

export function databaseRateLimiter(db: Db): RateLimiter {
  return {
    async consume(limit, now) {
      const since = new Date(now.getTime() - limit.windowMs);
      const rows = await consumeStatement(db).execute({ key: limit.key, since, now, limit: limit.limit });
      return rows.length === 1;
    },
    consumeAll(limits, now) {
      return db.transaction(async (tx) => {
        for (const limit of limits) {
          const since = new Date(now.getTime() - limit.windowMs);
          await tx.delete(rateEvents).where(and(eq(rateEvents.key, limit.key), lt(rateEvents.at, since)));
          const [row] = await tx
            .select({ n: count() })
            .from(rateEvents)
            .where(and(eq(rateEvents.key, limit.key), gt(rateEvents.at, since)));
          if ((row?.n ?? 0) >= limit.limit) return limit;
        }
        await tx.insert(rateEvents).values(limits.map((l) => ({ key: l.key, at: now })));
        return null;
      });
    },
  };
}
