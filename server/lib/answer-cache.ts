import { LRUCache } from 'lru-cache';

/** Answers kept: a search answer or a page of 50 document summaries is about 10 KB, so 10 MB at worst. */
const MAX_ANSWERS = 1_000;
/**
 * A bound on staleness whatever a change forgot to say: a template written on another app server
 * (templates send no live event) shows in this server's answers within a minute.
 */
const TTL_MS = 60_000;

/**
 * Recent answers of read-heavy routes (searches, pages of the document list) by user and question.
 * A search typed again or a list opened again is answered from memory. Any change to a user's data
 * forgets that user's answers: every write publishes a live event, and every app server hears it
 * (the server that wrote at once, before its notification leaves). A template written here forgets
 * every answer, since the library is everyone's. While changes may go unheard (the bus lost its
 * listening connection) nothing is answered from memory or stored.
 */
export function createAnswerCache() {
  const answers = new LRUCache<string, { value: unknown }>({ max: MAX_ANSWERS, ttl: TTL_MS });
  /** Bumped by every forget: an answer read before a change must not be stored after it. */
  let epoch = 0;
  let serving = true;
  const keyOf = (userId: string, question: string) => `${userId}\u0000${question}`;
  const forgetAll = () => {
    epoch += 1;
    answers.clear();
  };
  return {
    /** The answer to `question` for the user: remembered, or loaded (and remembered unless something changed meanwhile). */
    async remember<T>(userId: string, question: string, load: () => Promise<T>): Promise<T> {
      if (!serving) return load();
      const key = keyOf(userId, question);
      const known = answers.get(key);
      if (known) return known.value as T;
      const readAt = epoch;
      const value = await load();
      if (readAt === epoch) answers.set(key, { value });
      return value;
    },
    forgetUser(userId: string) {
      epoch += 1;
      const prefix = keyOf(userId, '');
      for (const key of [...answers.keys()]) if (key.startsWith(prefix)) answers.delete(key);
    },
    forgetAll,
    /**
     * Whether news of changes is arriving. Either way everything is forgotten: when it stops, news
     * may be missed from now on; when it resumes, answers read during the gap may predate news that
     * was missed.
     */
    listening(on: boolean) {
      forgetAll();
      serving = on;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
