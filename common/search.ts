import { z } from 'zod';
import { textField } from './text';

/** What a search result opens: a chat, an editor document, a design or a library template. */
export const SEARCH_RESULT_TYPES = ['chat', 'document', 'design', 'template'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

export const SEARCH_QUERY_MAX = 500;
/** Results in one answer, best first. */
export const SEARCH_RESULT_LIMIT = 20;

/**
 * A query as a web search reads it, with nothing that means more than it says: a word excluded
 * twice (`--word`, `- -word`, `-(-word`) is excluded once, so no run of exclusions can nest deeper
 * than the search engine's parser allows.
 */
export function websearchText(q: string): string {
  return q.replace(/-(?:[^\p{L}\p{N}"]*-)+/gu, '-').trim();
}

/**
 * `GET /api/search?q=`: words, "quoted phrases", `or` and `-excluded` words as a web search reads
 * them. A blank query finds nothing; control characters and overlong queries are refused.
 */
export const searchQuery = z.object({
  q: textField('q', 'q is required').max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`).transform(websearchText),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * One match. `snippet` is HTML-safe text: everything is escaped except `<mark>` around the matched
 * words.
 */
export const searchResultDto = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.string(),
  title: z.string(),
  snippet: z.string(),
});
export type SearchResult = z.infer<typeof searchResultDto>;

export const searchResultsDto = z.array(searchResultDto);

/** Where a search result opens in the app (the client's screens: a chat, the documents editor, a design, the library). */
export function searchResultPath(result: Pick<SearchResult, 'type' | 'id'>): string {
  const id = encodeURIComponent(result.id);
  switch (result.type) {
    case 'chat':
      return `/chat/${id}`;
    case 'document':
      return `/documents?id=${id}`;
    case 'design':
      return `/designs/${id}`;
    case 'template':
      return '/templates';
  }
}
