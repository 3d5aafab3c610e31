import type { getSessionWithUser } from './auth.queries';

type SessionWithUser = NonNullable<Awaited<ReturnType<typeof getSessionWithUser>>>;

/**
 * How long an entry may answer, a bound on any staleness whatever a write forgot to tell. With PGlite
 * every write goes through this process, which forgets what it changes: a minute. With PostgreSQL
 * another server's notification can be lost (it crashed between its write and its NOTIFY, or the
 * NOTIFY failed): a session it ended still answers here for at most this long.
 */
export const SESSION_CACHE_TTL_MS = { pglite: 60_000, postgres: 10_000 } as const;
const MAX_ENTRIES = 10_000;

/**
 * Session lookups kept in memory, so that an API request skips a database statement. Every change
 * of a session or a user is forgotten here: by this server once its write is done (sign-in, logout,
 * ending sessions, admin changes, account deletion), and by the others when the event bus brings
 * the news. While the bus may be missing news (its listening connection is lost) the cache is
 * emptied and answers nothing, storing nothing, until the bus listens again.
 */
export function createSessionCache(opts: { ttlMs: number } = { ttlMs: SESSION_CACHE_TTL_MS.pglite }) {
  const entries = new Map<string, { row: SessionWithUser; until: number }>();
  /** Bumped by every forget: a lookup read before a change must not be stored after it. */
  let epoch = 0;
  let serving = true;
  const forgetAll = () => {
    epoch += 1;
    entries.clear();
  };
  return {
    epoch: () => epoch,
    get(tokenHash: string, now: Date): SessionWithUser | undefined {
      const entry = entries.get(tokenHash);
      if (entry && serving && entry.until > now.getTime()) return entry.row;
      entries.delete(tokenHash);
      return undefined;
    },
    /** Stores a lookup read from the database at `readAt` (an epoch), unless something was forgotten since. */
    set(tokenHash: string, row: SessionWithUser, now: Date, readAt: number) {
      if (!serving || readAt !== epoch) return;
      entries.delete(tokenHash);
      entries.set(tokenHash, { row, until: now.getTime() + opts.ttlMs });
      // Maps keep insertion order: the first key is the least recently stored.
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    },
    forgetToken(tokenHash: string) {
      epoch += 1;
      entries.delete(tokenHash);
    },
    forgetUser(userId: string) {
      epoch += 1;
      for (const [tokenHash, entry] of entries) if (entry.row.user.id === userId) entries.delete(tokenHash);
    },
    forgetAll,
    /**
     * Whether news of changes is arriving. Either way everything is forgotten: when it stops, news
     * may be missed from now on; when it resumes, lookups read during the gap may predate news
     * that was missed, and must not be stored.
     */
    listening(on: boolean) {
      forgetAll();
      serving = on;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
