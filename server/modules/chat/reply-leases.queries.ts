import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { replyRuns } from '../../db/schema/documents';

/** How long a run's lease lasts without renewal: a server that died blocks its chat at most this long. */
export const LEASE_MS = 30_000;
/** How often the server running a reply renews its lease. */
export const LEASE_RENEW_MS = 10_000;

const expiry = () => sql`now() + ${`${LEASE_MS} milliseconds`}::interval`;

/** Who generates the chat's reply now: its run's name and server, or null when none does (or its lease expired). */
export async function replyLeaseOf(db: Db, chat: string) {
  const [row] = await db
    .select({ run: replyRuns.run, server: replyRuns.server })
    .from(replyRuns)
    .where(and(eq(replyRuns.chat, chat), gt(replyRuns.expiresAt, sql`now()`)));
  return row ?? null;
}

/** Takes the chat's lease for a run on `server`, unless a live one holds it (an expired one is taken over); answers whether it did. */
export async function takeReplyLease(db: Db, lease: { chat: string; run: string; server: string }) {
  const taken = await db
    .insert(replyRuns)
    .values({ ...lease, startedAt: sql`now()`, expiresAt: expiry() })
    .onConflictDoUpdate({
      target: replyRuns.chat,
      set: { run: lease.run, server: lease.server, startedAt: sql`now()`, expiresAt: expiry() },
      setWhere: lt(replyRuns.expiresAt, sql`now()`),
    })
    .returning({ run: replyRuns.run });
  return taken.length > 0;
}

/** Extends the run's lease while it lasts. */
export async function renewReplyLease(db: Db, chat: string, run: string) {
  await db
    .update(replyRuns)
    .set({ expiresAt: expiry() })
    .where(and(eq(replyRuns.chat, chat), eq(replyRuns.run, run)));
}

/** Gives the lease back once the run ended. */
export async function releaseReplyLease(db: Db, chat: string, run: string) {
  await db.delete(replyRuns).where(and(eq(replyRuns.chat, chat), eq(replyRuns.run, run)));
}
