import { OTP_LENGTH } from '../../../common/constants';
import { hmac, randomDigits, randomToken, sameDigest, sha256 } from '../../lib/crypto';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, tooMany } from '../../lib/errors';
import { signInCodeMail } from '../../mail/sign-in-code-mail';
import { acceptInvitesAtSignIn } from '../teams/teams.service';
import * as q from './auth.queries';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const CODE_LIFETIME_MS = 10 * MINUTE;
export const MAX_GUESSES_PER_CODE = 5;
export const LOCK_AFTER_FAILURES = 100;
export const LOCK_MS = 60 * MINUTE;
export const SESSION_LIFETIME_MS = 30 * DAY;
export const SESSION_RENEW_BELOW_MS = 15 * DAY;
export const SENDS_PER_EMAIL = { limit: 3, windowMs: 10 * MINUTE };
export const SENDS_PER_IP = { limit: 20, windowMs: 60 * MINUTE };

export const MESSAGES = {
  sent: 'Verification code sent to your email',
  tooManySends: 'Too many codes requested. Please wait a few minutes before asking for another one.',
  locked: 'Too many failed attempts for this e-mail. Please try again in an hour.',
  noPending: 'No sign-in in progress. Please enter your e-mail address again.',
  expired: 'This code has expired. Please request a new code.',
  dead: 'Too many wrong attempts. Please request a new code.',
  wrong: 'Invalid verification code',
  mailFailed: 'Failed to send verification code',
};

const codeHash = (ctx: AppContext, pendingHash: string, code: string) => hmac(ctx.config.SESSION_SECRET, `${pendingHash}:${code}`);

async function assertNotLocked(ctx: AppContext, email: string) {
  const guard = await q.getGuard(ctx.database.db, email);
  if (guard?.lockedUntil && guard.lockedUntil > ctx.clock.now()) throw tooMany(MESSAGES.locked);
}

/**
 * Sends a fresh code to `email`, bound to a new pending-sign-in token for this browser.
 * The answer and the work done are the same whether or not the e-mail has an account.
 */
export async function requestCode(ctx: AppContext, args: { email: string; ip: string; previousToken?: string }) {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  await assertNotLocked(ctx, args.email);
  const full = await ctx.rates.consume(
    { key: `otp-email:${args.email}`, ...SENDS_PER_EMAIL },
    { key: `otp-ip:${args.ip}`, ...SENDS_PER_IP },
  );
  if (full) throw tooMany(MESSAGES.tooManySends);

  const token = randomToken();
  const pendingHash = sha256(token);
  const code = randomDigits(OTP_LENGTH);
  await q.replaceCode(db, {
    pendingHash,
    email: args.email,
    codeHash: codeHash(ctx, pendingHash, code),
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
  });
  if (args.previousToken) await q.deleteCodeByPending(db, sha256(args.previousToken));
  try {
    await ctx.mailer.send(signInCodeMail(args.email, code, CODE_LIFETIME_MS / MINUTE));
  } catch (err) {
    await q.deleteCodeByPending(db, pendingHash);
    throw Object.assign(new AppError(502, 'mail_failed', MESSAGES.mailFailed), { cause: err });
  }
  return { token };
}

/** A new code for the e-mail of this browser's pending sign-in. */
export async function resendCode(ctx: AppContext, args: { token?: string; ip: string }) {
  const pending = args.token ? await q.getCodeByPending(ctx.database.db, sha256(args.token)) : undefined;
  if (!pending) throw badRequest(MESSAGES.noPending, 'no_pending_sign_in');
  return requestCode(ctx, { email: pending.email, ip: args.ip, previousToken: args.token });
}

/** Checks `otp` against this browser's pending sign-in; on success the user has a new session. */
export async function verifyCode(ctx: AppContext, args: { token?: string; otp: string }) {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const pendingHash = args.token ? sha256(args.token) : '';
  const pending = pendingHash ? await q.getCodeByPending(db, pendingHash) : undefined;
  if (!pending) throw badRequest(MESSAGES.noPending, 'no_pending_sign_in');
  await assertNotLocked(ctx, pending.email);
  if (pending.expiresAt <= now) throw badRequest(MESSAGES.expired, 'code_expired');
  if (pending.attempts >= MAX_GUESSES_PER_CODE) throw badRequest(MESSAGES.dead, 'code_dead');

  const hash = codeHash(ctx, pendingHash, args.otp);
  const matches = sameDigest(hash, pending.codeHash);
  const consumed = matches && (await q.consumeCode(db, { id: pending.id, codeHash: hash, now, maxAttempts: MAX_GUESSES_PER_CODE }));
  if (!consumed) {
    await q.countWrongGuess(db, pending.id);
    await q.recordFailure(db, {
      email: pending.email,
      lockAfter: LOCK_AFTER_FAILURES,
      lockUntil: new Date(now.getTime() + LOCK_MS),
    });
    const last = pending.attempts + 1 >= MAX_GUESSES_PER_CODE;
    throw badRequest(last ? MESSAGES.dead : MESSAGES.wrong, last ? 'code_dead' : 'code_wrong');
  }

  const isAdmin = ctx.config.ADMIN_EMAILS.includes(pending.email);
  const signedIn = await db.transaction(async (tx) => {
    await q.clearGuard(tx, pending.email);
    const user = await q.upsertVerifiedUser(tx, { email: pending.email, isAdmin });
    // An address invited to teams joins them as it signs in.
    await acceptInvitesAtSignIn(tx, { email: pending.email, userId: user.id, now });
    const session = await createSession(tx, user.id, now);
    return { user, ...session };
  });
  await forgetUser(ctx, signedIn.user.id);
  return signedIn;
}

async function createSession(db: AppContext['database']['db'], userId: string, now: Date) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await q.insertSession(db, { userId, tokenHash: sha256(token), expiresAt });
  return { token, expiresAt };
}

/** The signed-in user of a session token, extending the session when it runs low. */
export async function resolveSession(ctx: AppContext, token: string) {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const tokenHash = sha256(token);
  const row = await ctx.sessions.remember(tokenHash, () => q.getSessionWithUser(db, tokenHash));
  if (!row) return null;
  if (row.session.expiresAt <= now) {
    await endSession(ctx, token);
    return null;
  }
  let renewedUntil: Date | null = null;
  if (row.session.expiresAt.getTime() - now.getTime() < SESSION_RENEW_BELOW_MS) {
    renewedUntil = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await q.extendSession(db, row.session.id, renewedUntil);
    // The next request reads the renewed session.
    ctx.sessions.forget(tokenHash);
  }
  return { user: row.user, sessionId: row.session.id, renewedUntil };
}

/**
 * Once a user's row has changed: no server's cached lookup may answer for them any more (this
 * server's are forgotten before this returns, the others' when the notification arrives).
 */
export const forgetUser = (ctx: AppContext, userId: string) => ctx.events.accountChanged(userId);

/**
 * Ends one session; every server forgets its cached lookups of the user (this one before this
 * returns) and closes the session's open live-event streams.
 */
export async function endSession(ctx: AppContext, token: string) {
  const tokenHash = sha256(token);
  const [ended] = await q.deleteSessionByHash(ctx.database.db, tokenHash);
  ctx.sessions.forget(tokenHash);
  if (ended) await ctx.events.endSessions(ended.userId, ended.id);
}

/** Ends every session of a user (sign out everywhere, an admin's order, account deletion). */
export async function endAllSessions(ctx: AppContext, userId: string) {
  await q.deleteSessionsOfUser(ctx.database.db, userId);
  await ctx.events.endSessions(userId);
}
