import { bigint, boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
 * Rate-limit counters of rate-limiter-flexible's PostgreSQL store (`server/lib/rate-limiter.ts`), used
 * on PostgreSQL without Redis: one row per counter, its points and the end of its window (epoch
 * milliseconds). The columns and their order are the library's; its rows are counters of the last
 * minutes, so the table is unlogged (migration 0009) and the library deletes expired rows itself.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

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

/**
 * Personal access tokens (decision 066): a user's named keys for the API and the MCP server, sent as
 * `Authorization: Bearer nst_...`. Only the SHA-256 of a token is stored; revoking deletes the row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'write'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at'),
    lastUsedAt: at('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);
