import type { Clock } from '../../lib/context';
import { createMemo } from '../../lib/memo';
import type { getSessionWithUser } from './auth.queries';

type SessionWithUser = NonNullable<Awaited<ReturnType<typeof getSessionWithUser>>>;

/**
 * How long a lookup may answer, a bound on any staleness whatever a write forgot to tell. With PGlite
 * every write goes through this process, which forgets what it changes: a minute. With PostgreSQL
 * another server's notification can be lost (it crashed between its write and its NOTIFY, or the
 * NOTIFY failed): a session it ended still answers here for at most this long.
 */
export const SESSION_CACHE_TTL_MS = { pglite: 60_000, postgres: 10_000 } as const;

/**
 * Session lookups (by the token's hash) kept in memory, so that an API request skips a database
 * statement; forgotten on every server when the user's sessions or row change (the event bus's
 * account news: sign-in, logout, ended sessions, admin changes, account deletion).
 */
export const createSessionCache = (kind: keyof typeof SESSION_CACHE_TTL_MS, clock: Clock) =>
  createMemo<SessionWithUser>({
    max: 10_000,
    ttlMs: SESSION_CACHE_TTL_MS[kind],
    userOf: (row) => row.user.id,
    now: () => clock.now().getTime(),
  });

export type SessionCache = ReturnType<typeof createSessionCache>;
