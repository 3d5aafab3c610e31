import type { getSessionWithUser } from './auth.queries';

type SessionWithUser = NonNullable<Awaited<ReturnType<typeof getSessionWithUser>>>;

/** Entries live at most this long, a bound on any staleness, whatever a write forgot to tell. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Session lookups kept in memory, for the embedded database (PGlite): only one process can open it, so
 * every write to a session or a user goes through this process, which forgets the entries it changes
 * (sign-in, logout, ending sessions, admin changes, account deletion) once the write is done. Every
 * API request then skips a database statement. With PostgreSQL and several app servers there is no such cache.
 */
export function createSessionCache() {
  const entries = new Map<string, { row: SessionWithUser; until: number }>();
  /** Bumped by every forget: a lookup read before a change must not be stored after it. */
  let epoch = 0;
  return {
    epoch: () => epoch,
    get(tokenHash: string, now: Date): SessionWithUser | undefined {
      const entry = entries.get(tokenHash);
      if (entry && entry.until > now.getTime()) return entry.row;
      entries.delete(tokenHash);
      return undefined;
    },
    /** Stores a lookup read from the database at `readAt` (an epoch), unless something was forgotten since. */
    set(tokenHash: string, row: SessionWithUser, now: Date, readAt: number) {
      if (readAt !== epoch) return;
      entries.delete(tokenHash);
      entries.set(tokenHash, { row, until: now.getTime() + TTL_MS });
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
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
