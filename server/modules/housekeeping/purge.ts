import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { sessions, signInCodes, signInGuards } from '../../db/schema/auth';
import type { AppContext } from '../../lib/context';

/** How often expired rows are purged. */
export const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Deletes what can never be used again: expired sign-in codes and sessions, and lock records whose
 * lock is over and count is reset. Each statement deletes only expired rows, so several app servers
 * may purge at once. (Rate-limit counters are rate-limiter-flexible's, which deletes expired ones.)
 */
export async function purgeExpired(db: Db, now: Date) {
  const codes = await db.delete(signInCodes).where(lte(signInCodes.expiresAt, now)).returning({ id: signInCodes.id });
  const ended = await db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id });
  const guards = await db
    .delete(signInGuards)
    .where(and(eq(signInGuards.failures, 0), or(isNull(signInGuards.lockedUntil), lte(signInGuards.lockedUntil, now))))
    .returning({ email: signInGuards.email });
  return { codes: codes.length, sessions: ended.length, guards: guards.length };
}

/** Purges every `everyMs` for as long as the app runs; the timer never keeps the process alive. */
export function startPurgeTimer(ctx: AppContext, log: FastifyBaseLogger, everyMs = PURGE_EVERY_MS) {
  const timer = setInterval(() => {
    purgeExpired(ctx.database.db, ctx.clock.now()).then(
      (purged) => log.debug({ purged }, 'expired rows purged'),
      (err: unknown) => log.warn({ err }, 'could not purge expired rows'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
