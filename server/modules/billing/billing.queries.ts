import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { monthlyUsage } from '../../db/schema/auth';

/**
 * Counts one creation in the period unless `limit` is reached, in one statement (safe under
 * concurrent requests). True when counted.
 */
export async function countCreation(db: Db, args: { userId: string; period: string; limit: number | null }) {
  const rows = await db
    .insert(monthlyUsage)
    .values({ userId: args.userId, period: args.period, created: 1 })
    .onConflictDoUpdate({
      target: [monthlyUsage.userId, monthlyUsage.period],
      set: { created: sql`${monthlyUsage.created} + 1` },
      ...(args.limit === null ? {} : { setWhere: sql`${monthlyUsage.created} < ${args.limit}` }),
    })
    .returning({ created: monthlyUsage.created });
  return rows.length === 1;
}

export async function createdInPeriod(db: Db, args: { userId: string; period: string }) {
  const [row] = await db
    .select({ created: monthlyUsage.created })
    .from(monthlyUsage)
    .where(and(eq(monthlyUsage.userId, args.userId), eq(monthlyUsage.period, args.period)));
  return row?.created ?? 0;
}
