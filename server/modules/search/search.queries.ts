import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { designs } from '../../db/schema/designs';
import { documents } from '../../db/schema/documents';
import { designScope } from '../../policies/design.policy';
import { documentScope } from '../../policies/document.policy';

export type SearchRow = {
  type: 'chat' | 'document' | 'design' | 'template';
  id: string;
  title: string;
  snippet: string | null;
  html: boolean;
};

/** Indexed characters of a body (the generated `search_vector` columns read as many). */
const BODY_CHARS = 150_000;
/**
 * Matches of one source that are ranked: the newest ones. A word found in thousands of documents
 * ranks the newest of them (and every title that holds it) rather than reading every vector.
 */
const RANKED = 400;
/** Candidates each source hands on before rows of one item are merged. */
const PER_SOURCE = 60;
/** Markers around matched words in a headline; forbidden in stored text, so never the user's own. */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** Plain text of stored HTML for a headline: tags become spaces (entities are decoded by the caller). */
const plain = (column: SQL) => sql`regexp_replace(left(${column}, ${sql.raw(String(BODY_CHARS))}), '<[^>]*>', ' ', 'g')`;

/** The names the search statement gives the tables it reads, so that the policies' scopes can name their columns. */
const d = alias(documents, 'd');
const g = alias(designs, 'g');

/**
 * The reader's best matches across the chats and documents they see (titles, bodies, messages), their
 * designs (titles and notes) and the template library, as `websearch_to_tsquery` reads `q`.
 *
 * Every source ranks by `ts_rank` (normalised to 0..1) plus 1 when the title matches, so a title
 * match always ranks above a passing mention; titles are searched apart (their own index), so a
 * title match is never crowded out by the newest passing mentions. One item found several ways (a chat by its title and
 * by a message) keeps its best score and a snippet from the body or message that matched. Headlines
 * are built last, for the returned rows only. Every branch reads only what the reader sees, by the
 * policies' scopes: documents, messages (through their document) and designs; templates are one
 * library shown to everyone.
 */
export async function searchEverything(
  db: Db,
  { readerId, q, editorTypes, limit }: { readerId: string; q: string; editorTypes: readonly string[]; limit: number },
) {
  // Written out wherever it is used (not in a CTE): the planner then sees the words, estimates from
  // their frequency, and reads the newest documents through the (user, created) index when a word is
  // in most of them instead of fetching every match. The newest matches are picked by id first, so
  // only the ones ranked have their vectors read.
  const tsq = sql`websearch_to_tsquery('english', ${q})`;
  const editor = sql.join(
    editorTypes.map((t) => sql`${t}`),
    sql`, `,
  );
  const titleHit = (vector: SQL) => sql`(ts_filter(${vector}, '{a}') @@ ${tsq})::int`;
  const rank = (vector: SQL) => sql`ts_rank(${vector}, ${tsq}, 32)`;
  const docKind = sql`CASE WHEN d.type IN (${editor}) THEN 'document' ELSE 'chat' END`;

  const result = await db.execute(sql`
    WITH hits AS (
      (SELECT ${docKind} AS type, d.id, d.title, 'document' AS src, d.id AS row_id,
              ${titleHit(sql`d.search_vector`)} + ${rank(sql`d.search_vector`)} AS score,
              (ts_filter(d.search_vector, '{b}') @@ ${tsq}) AS body_hit
         FROM (SELECT id FROM documents
                WHERE ${documentScope(readerId)} AND search_vector @@ ${tsq}
                ORDER BY created_at DESC LIMIT ${RANKED}) newest JOIN documents d USING (id)
        ORDER BY score DESC LIMIT ${PER_SOURCE})
      UNION ALL
      (SELECT ${docKind}, d.id, d.title, 'document', d.id,
              1 + coalesce(${rank(sql`d.search_vector`)}, 0) AS score,
              coalesce(ts_filter(d.search_vector, '{b}') @@ ${tsq}, false)
         FROM documents d
        WHERE ${documentScope(readerId, d)} AND to_tsvector('english'::regconfig, d.title) @@ ${tsq}
          AND (d.search_vector @@ ${tsq} OR d.search_vector IS NULL)
        ORDER BY d.created_at DESC LIMIT ${PER_SOURCE})
      UNION ALL
      (SELECT type, id, title, src, row_id, score, true FROM (
         SELECT DISTINCT ON (m.document_id) ${docKind} AS type, d.id, d.title, 'message' AS src, m.id AS row_id,
                ${titleHit(sql`d.search_vector`)} + ${rank(sql`m.search_vector`)} AS score
           FROM (SELECT m.id, m.document_id, m.search_vector FROM messages m JOIN documents d ON d.id = m.document_id
                  WHERE ${documentScope(readerId, d)} AND m.search_vector @@ ${tsq}
                  ORDER BY m.seq DESC LIMIT ${RANKED}) m
           JOIN documents d ON d.id = m.document_id
          ORDER BY m.document_id, score DESC
       ) best_message ORDER BY score DESC LIMIT ${PER_SOURCE})
      UNION ALL
      (SELECT 'design', g.id, g.title, 'design', g.id,
              ${titleHit(sql`g.search_vector`)} + ${rank(sql`g.search_vector`)} AS score,
              (ts_filter(g.search_vector, '{b}') @@ ${tsq})
         FROM designs g
        WHERE ${designScope(readerId, g)} AND g.search_vector @@ ${tsq}
        ORDER BY score DESC LIMIT ${PER_SOURCE})
      UNION ALL
      (SELECT 'template', t.id, t.title, 'template', t.id,
              ${titleHit(sql`t.search_vector`)} + ${rank(sql`t.search_vector`)} AS score,
              (ts_filter(t.search_vector, '{b}') @@ ${tsq})
         FROM templates t
        WHERE t.search_vector @@ ${tsq}
        ORDER BY score DESC LIMIT ${PER_SOURCE})
    ),
    best AS (
      SELECT DISTINCT ON (type, id) type, id, title, src, row_id, max(score) OVER (PARTITION BY type, id) AS score
        FROM hits ORDER BY type, id, body_hit DESC, score DESC
    ),
    top AS (SELECT * FROM best ORDER BY score DESC, title, id LIMIT ${limit})
    SELECT top.type, top.id, top.title, top.src <> 'message' AS html,
           ts_headline('english',
             CASE top.src
               WHEN 'document' THEN (SELECT ${plain(sql`x.content`)} FROM documents x WHERE x.id = top.row_id)
               WHEN 'message' THEN (SELECT left(x.content, ${sql.raw(String(BODY_CHARS))}) FROM messages x WHERE x.id = top.row_id)
               WHEN 'design' THEN (SELECT ${plain(sql`x.content`)} FROM designs x WHERE x.id = top.row_id)
               ELSE (SELECT ${plain(sql`x.content`)} FROM templates x WHERE x.id = top.row_id)
             END, ${tsq}, ${HEADLINE_OPTIONS}) AS snippet
      FROM top
     ORDER BY top.score DESC, top.title, top.id`);
  return (result as unknown as { rows: SearchRow[] }).rows;
}
