import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { sessions, signInCodes, signInGuards, users } from '../../db/schema/auth';

export type UserRow = typeof users.$inferSelect;

export async function getGuard(db: Db, email: string) {
  const [row] = await db.select().from(signInGuards).where(eq(signInGuards.email, email));
  return row;
}

/** Adds one failure; locks the e-mail until `lockUntil` when the count reaches `lockAfter`. */
export async function recordFailure(db: Db, args: { email: string; lockAfter: number; lockUntil: Date }) {
  const [row] = await db
    .insert(signInGuards)
    .values({ email: args.email, failures: 1 })
    .onConflictDoUpdate({ target: signInGuards.email, set: { failures: sql`${signInGuards.failures} + 1` } })
    .returning();
  if (row && row.failures >= args.lockAfter) {
    await db.update(signInGuards).set({ failures: 0, lockedUntil: args.lockUntil }).where(eq(signInGuards.email, args.email));
  }
}

export const clearGuard = (db: Db, email: string) => db.delete(signInGuards).where(eq(signInGuards.email, email));

/** A new code replaces every earlier one of this e-mail and of this browser. */
export async function replaceCode(db: Db, row: typeof signInCodes.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx.delete(signInCodes).where(or(eq(signInCodes.email, row.email), eq(signInCodes.pendingHash, row.pendingHash)));
    await tx.insert(signInCodes).values(row);
  });
}

export async function getCodeByPending(db: Db, pendingHash: string) {
  const [row] = await db.select().from(signInCodes).where(eq(signInCodes.pendingHash, pendingHash));
  return row;
}

export async function countWrongGuess(db: Db, id: string) {
  await db
    .update(signInCodes)
    .set({ attempts: sql`${signInCodes.attempts} + 1` })
    .where(eq(signInCodes.id, id));
}

/** Deletes the code if it is still there and unspent: true for exactly one caller. */
export async function consumeCode(db: Db, args: { id: string; codeHash: string; now: Date; maxAttempts: number }) {
  const deleted = await db
    .delete(signInCodes)
    .where(
      and(
        eq(signInCodes.id, args.id),
        eq(signInCodes.codeHash, args.codeHash),
        gt(signInCodes.expiresAt, args.now),
        sql`${signInCodes.attempts} < ${args.maxAttempts}`,
      ),
    )
    .returning({ id: signInCodes.id });
  return deleted.length === 1;
}

export const deleteCodeByPending = (db: Db, pendingHash: string) => db.delete(signInCodes).where(eq(signInCodes.pendingHash, pendingHash));

export async function upsertVerifiedUser(db: Db, args: { email: string; isAdmin: boolean }) {
  const [row] = await db
    .insert(users)
    .values({ email: args.email, isAdmin: args.isAdmin, otpVerified: true })
    .onConflictDoUpdate({
      target: users.email,
      set: { otpVerified: true, ...(args.isAdmin ? { isAdmin: true } : {}) },
    })
    .returning();
  if (!row) throw new Error('user upsert returned nothing');
  return row;
}

export async function insertSession(db: Db, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

const sessionWithUser = prepared((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_with_user'),
);

export async function getSessionWithUser(db: Db, tokenHash: string) {
  const [row] = await sessionWithUser(db).execute({ tokenHash });
  return row;
}

export const extendSession = (db: Db, id: string, expiresAt: Date) => db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));

export const deleteSessionByHash = (db: Db, tokenHash: string) =>
  db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ id: sessions.id, userId: sessions.userId });

export const deleteSessionsOfUser = (db: Db, userId: string) => db.delete(sessions).where(eq(sessions.userId, userId));
