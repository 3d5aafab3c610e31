import { bigserial, boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  isAdmin: boolean('is_admin').notNull().default(false),
  otpVerified: boolean('otp_verified').notNull().default(false),
  plan: text('plan', { enum: ['basic', 'pro', 'enterprise'] })
    .notNull()
    .default('basic'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A pending sign-in: one code, bound to the browser that asked for it. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: id(),
    /** SHA-256 of the pending-sign-in cookie token. */
    pendingHash: text('pending_hash').notNull().unique(),
    email: text('email').notNull(),
    /** HMAC-SHA-256 of the code with the server secret. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_codes_email_idx').on(t.email)],
);

/** Consecutive failed code guesses per e-mail, and the lock they lead to. */
export const signInGuards = pgTable('sign_in_guards', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: at('locked_until'),
});

/**
 * One row per counted action (sliding-window rate limits shared by all app servers). Unlogged
 * (migration 0003): the counters need no crash safety, so counting skips the WAL flush.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('rate_events_key_at_idx').on(t.key, t.at)],
);

/** Documents, chats and designs created per user and calendar month (UTC), for the plan limit. */
export const monthlyUsage = pgTable(
  'monthly_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' */
    period: text('period').notNull(),
    created: integer('created').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);
