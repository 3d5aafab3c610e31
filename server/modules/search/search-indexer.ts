import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { AppContext } from '../../lib/context';

/** How often the indexer looks for documents whose words have not been read since they were written. */
export const INDEX_EVERY_MS = 1_000;

/**
 * One batch of reading words: at most this many documents and, past the first, this many characters
 * of text (about 25 ms on PGlite, whose statements run on the server's thread).
 */
export const INDEX_BATCH = { rows: 50, chars: 60_000 } as const;

/**
 * The background indexer reads a document once its writes have paused this long: a long document
 * being typed in is read once when its writer pauses, not after every autosave (each read of 150,000
 * characters holds PGlite's thread for tens of milliseconds). A search reads its reader's newest
 * unread documents itself, so it never misses them.
 */
export const INDEX_SETTLE_MS = 3_000;

/** What a search reads before it runs: the reader's few newest unread documents (the one just edited). */
export const INDEX_BEFORE_SEARCH = { rows: 8, chars: 60_000 } as const;

/**
 * Computes the search vectors of a batch of documents written since their words were last read
 * (`search_vector` is NULL: a trigger clears it on every write of a title or text), the newest
 * first; only the reader's when `readerId` is given. Rows another transaction holds are skipped, so
 * several servers index side by side and the indexer never waits for a save in progress. Answers how
 * many were indexed.
 */
export async function indexStaleDocuments(
  db: Db,
  { readerId, rows, chars, settledMs = 0 }: { readerId?: string; rows: number; chars: number; settledMs?: number },
): Promise<number> {
  const reader = readerId ? sql`AND user_id = ${readerId}` : sql``;
  const settled = settledMs > 0 ? sql`AND updated_at < now() - make_interval(secs => ${settledMs / 1000})` : sql``;
  const result = await db.execute(sql`
    WITH candidates AS (
      SELECT id, updated_at, length(title) + least(length(content), 150000) AS chars
        FROM documents WHERE search_vector IS NULL ${reader} ${settled}
       ORDER BY updated_at DESC, id LIMIT ${rows}
         FOR UPDATE SKIP LOCKED
    ), picked AS (
      SELECT id FROM (
        SELECT id, sum(chars) OVER w AS run, row_number() OVER w AS k FROM candidates
        WINDOW w AS (ORDER BY updated_at DESC, id)
      ) c WHERE run <= ${chars} OR k = 1
    )
    UPDATE documents SET search_vector = documents_search_vector(title, content)
     WHERE id IN (SELECT id FROM picked)
    RETURNING id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Whether some document of the reader has words not yet read. */
export async function hasStaleDocuments(db: Db, readerId: string): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM documents WHERE search_vector IS NULL AND user_id = ${readerId}) AS stale`,
  );
  return Boolean((result as unknown as { rows: { stale: boolean }[] }).rows[0]?.stale);
}

/**
 * Indexes batch after batch until nothing is left (at most `maxBatches`), only documents written
 * `settledMs` ago or earlier; answers how many were indexed.
 */
export async function indexAllStale(db: Db, maxBatches = Number.POSITIVE_INFINITY, settledMs = 0): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const indexed = await indexStaleDocuments(db, { ...INDEX_BATCH, settledMs });
    total += indexed;
    if (indexed === 0) break;
  }
  return total;
}

/**
 * Reads the words of newly written documents in the background, batch after batch, every
 * `everyMs`, once their writes have paused for `settledMs`, so that no request pays for more than the reader's newest ones; the timer never keeps
 * the process alive.
 */
export function startSearchIndexer(
  ctx: AppContext,
  log: FastifyBaseLogger,
  { everyMs = INDEX_EVERY_MS, settledMs = INDEX_SETTLE_MS }: { everyMs?: number; settledMs?: number } = {},
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    indexAllStale(ctx.database.db, 200, settledMs)
      .then(
        (indexed) => indexed && log.debug({ indexed }, 'documents indexed for search'),
        (err: unknown) => log.warn({ err }, 'could not index documents for search'),
      )
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
