import { JOURNEY_LIST } from '../../../common/journeys';
import { SEARCH_RESULT_LIMIT, type SearchResult } from '../../../common/search';
import type { AppContext } from '../../lib/context';
import { hasStaleDocuments, INDEX_BEFORE_SEARCH, indexStaleDocuments } from './search-indexer';
import { MARK_END, MARK_START, searchEverything, type SearchRow } from './search.queries';

const EDITOR_TYPES = JOURNEY_LIST.filter((journey) => journey.opensEditor).map((journey) => journey.type);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text an HTML fragment shows: character references decoded (tags are already gone). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0x1f && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ' ';
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const MARKED = new RegExp(`${MARK_START}([^${MARK_START}${MARK_END}]*)${MARK_END}`, 'g');
const STRAY = new RegExp(`[${MARK_START}${MARK_END}]`, 'g');

/** A headline as safe HTML: every character escaped, then the matched words wrapped in `<mark>`. */
export function markSnippet(headline: string, html: boolean): string {
  const text = (html ? decodeEntities(headline) : headline).replace(/\s+/g, ' ').trim();
  return escapeHtml(text).replace(MARKED, '<mark>$1</mark>').replace(STRAY, '');
}

const toResult = (row: SearchRow): SearchResult => ({
  type: row.type,
  id: row.id,
  title: row.title,
  snippet: markSnippet(row.snippet ?? '', row.html),
});

/**
 * The reader's matches for `q` among what they see, best first; a blank query finds nothing. The
 * reader's newest unread documents (the one just edited) are read first; older ones, after a bulk
 * import, are found by their titles until the indexer has read them, and meanwhile no answer is kept.
 */
export async function search(ctx: AppContext, readerId: string, q: string): Promise<SearchResult[]> {
  if (!q) return [];
  const { db } = ctx.database;
  const found = await ctx.answers.remember(
    readerId,
    `search\u0000${q}`,
    async () => {
      await indexStaleDocuments(db, { readerId, ...INDEX_BEFORE_SEARCH });
      const rows = await searchEverything(db, { readerId, q, editorTypes: EDITOR_TYPES, limit: SEARCH_RESULT_LIMIT });
      return { results: rows.map(toResult), complete: !(await hasStaleDocuments(db, readerId)) };
    },
    (answer) => answer.complete,
  );
  return found.results;
}
