import { LRUCache } from 'lru-cache';

/**
 * How long a value may answer from memory: what a lost notification can cost (another server
 * crashed between its write and its NOTIFY, or the NOTIFY failed), and how late another server sees
 * a change that sends no notification (a template).
 */
export const MEMO_TTL_MS = 10_000;

/**
 * Values read from the database kept in memory, each belonging to one user, for at most `MEMO_TTL_MS`.
 * The event bus tells every app server when something of a user changes (this server before its
 * notification leaves), and the memo forgets that user's values. A value read while a change was
 * forgotten is never kept. While news may be missed (the bus lost its listening connection) nothing
 * is answered from memory or kept.
 */
export function createMemo<T extends object>(opts: {
  max: number;
  /** The user a value belongs to, whose changes forget it. */
  userOf: (value: T) => string;
  /** Milliseconds now, for the time-to-live (the app's clock, so tests can move it). */
  now: () => number;
}) {
  const values = new LRUCache<string, { value: T; until: number }>({ max: opts.max });
  /** Bumped by every forget: a value read before a change must not be kept after it. */
  let epoch = 0;
  let serving = true;
  const forgetAll = () => {
    epoch += 1;
    values.clear();
  };
  return {
    /**
     * The value under `key`: remembered, or loaded and kept, unless it is missing, `keep` refuses it,
     * or something changed meanwhile.
     */
    async remember(key: string, load: () => Promise<T | undefined>, keep: (value: T) => boolean = () => true): Promise<T | undefined> {
      const known = serving ? values.get(key) : undefined;
      if (known && known.until > opts.now()) return known.value;
      const readAt = epoch;
      const value = await load();
      if (value && keep(value) && serving && readAt === epoch) values.set(key, { value, until: opts.now() + MEMO_TTL_MS });
      return value;
    },
    forget(key: string) {
      epoch += 1;
      values.delete(key);
    },
    forgetUser(userId: string) {
      epoch += 1;
      for (const [key, { value }] of values.entries()) if (opts.userOf(value) === userId) values.delete(key);
    },
    forgetAll,
    /**
     * Whether news of changes is arriving. Either way everything is forgotten: when it stops, news
     * may be missed from now on; when it resumes, values read during the gap may predate news that
     * was missed.
     */
    listening(on: boolean) {
      forgetAll();
      serving = on;
    },
  };
}
