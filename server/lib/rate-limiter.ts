import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema/auth';

export type Limit = { key: string; limit: number; windowMs: number };

/**
 * Sliding-window counters kept in the database, so every app server sees the same counts.
 * Counts one action against every limit, or against none when one is full: returns that one.
 */
export async function consumeAll(db: Db, limits: Limit[], now: Date): Promise<Limit | null> {
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
}
