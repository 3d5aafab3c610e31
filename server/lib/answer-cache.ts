import { createMemo } from './memo';

/**
 * Recent answers of read-heavy routes (searches, pages of the document list) by user and question.
 * A search typed again or a list opened again is answered from memory. Every write of a user's data
 * publishes a live event, which forgets that user's answers on every server. A template written here
 * forgets every answer, since the library is everyone's; on other servers (templates send no live
 * event) the memo's time-to-live bounds how long an answer can miss it. At most 1,000 answers of about
 * 10 KB (a search, or a page of 50 summaries; the whole unpaged list is never kept).
 */
export function createAnswerCache(now: () => number) {
  const memo = createMemo<{ userId: string; value: unknown }>({
    max: 1_000,
    userOf: (answer) => answer.userId,
    now,
  });
  return {
    /**
     * The answer to `question` for the user: remembered, or loaded (and remembered unless `keep`
     * refuses it or something changed meanwhile).
     */
    async remember<T>(userId: string, question: string, load: () => Promise<T>, keep: (answer: T) => boolean = () => true): Promise<T> {
      const answer = await memo.remember(
        `${userId}\u0000${question}`,
        async () => ({ userId, value: await load() }),
        (kept) => keep(kept.value as T),
      );
      return answer?.value as T;
    },
    forgetUser: memo.forgetUser,
    forgetAll: memo.forgetAll,
    listening: memo.listening,
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
