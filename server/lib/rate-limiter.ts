import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema/auth';

export type Limit = { key: string; limit: number; windowMs: number };

/** Sliding-window counters shared by every app server: in the database, or in Redis when REDIS_URL is set. */
export type RateLimiter = {
  /** Counts one action unless the window is full; true when allowed. */
  consume(limit: Limit, now: Date): Promise<boolean>;
  /** Counts one action against every limit, or against none when one is full: answers that one. */
  consumeAll(limits: Limit[], now: Date): Promise<Limit | null>;
};

export function databaseRateLimiter(db: Db): RateLimiter {
  return {
    async consume(limit, now) {
      const since = new Date(now.getTime() - limit.windowMs);
      // One statement on the hot path of every AI call; expired events of the key go on the way.
      const result = await db.execute(sql`
        WITH purge AS (
          DELETE FROM ${rateEvents} WHERE ${rateEvents.key} = ${limit.key} AND ${rateEvents.at} < ${since}
        ),
        recent AS (
          SELECT count(*) AS n FROM ${rateEvents} WHERE ${rateEvents.key} = ${limit.key} AND ${rateEvents.at} > ${since}
        )
        INSERT INTO ${rateEvents} (key, at)
        SELECT ${limit.key}, ${now} FROM recent WHERE recent.n < ${limit.limit}
        RETURNING id`);
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
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
