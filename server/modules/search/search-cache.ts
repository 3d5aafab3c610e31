import { LRUCache } from 'lru-cache';
import type { SearchResult } from '../../../common/search';

/** Answers kept: at most about 12 KB each, so a few MB at worst. */
const MAX_ANSWERS = 1_000;
/**
 * A bound on staleness whatever a change forgot to say: a template written on another app server
 * (templates send no live event) shows in this server's answers within a minute.
 */
const TTL_MS = 60_000;

/**
 * Recent search answers by user and query. Reopening the palette or typing a query again answers
 * from memory; any change to a user's data (every write publishes a live event, and every app server
 * hears it) forgets that user's answers, and a template written here forgets all of them.
 */
export function createSearchCache() {
  const answers = new LRUCache<string, SearchResult[]>({ max: MAX_ANSWERS, ttl: TTL_MS });
  /** Bumped by every forget: an answer read before a change must not be stored after it. */
  let epoch = 0;
  const keyOf = (userId: string, q: string) => `${userId}\u0000${q}`;
  return {
    epoch: () => epoch,
    get: (userId: string, q: string) => answers.get(keyOf(userId, q)),
    /** Stores an answer read at `readAt` (an epoch), unless something changed since. */
    set(userId: string, q: string, results: SearchResult[], readAt: number) {
      if (readAt === epoch) answers.set(keyOf(userId, q), results);
    },
    forgetUser(userId: string) {
      epoch += 1;
      const prefix = `${userId}\u0000`;
      for (const key of [...answers.keys()]) if (key.startsWith(prefix)) answers.delete(key);
    },
    forgetAll() {
      epoch += 1;
      answers.clear();
    },
  };
}

export type SearchCache = ReturnType<typeof createSearchCache>;
