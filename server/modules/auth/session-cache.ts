import { createMemo } from '../../lib/memo';
import type { getSessionWithUser } from './auth.queries';

type SessionWithUser = NonNullable<Awaited<ReturnType<typeof getSessionWithUser>>>;

/**
 * Session lookups (by the token's hash) kept in memory, so that an API request skips a database
 * statement; forgotten on every server when the user's sessions or row change (the event bus's
 * account news: sign-in, logout, ended sessions, admin changes, account deletion).
 */
export const createSessionCache = (now: () => number) =>
  createMemo<SessionWithUser>({
    max: 10_000,
    userOf: (row) => row.user.id,
    now,
  });

export type SessionCache = ReturnType<typeof createSessionCache>;
