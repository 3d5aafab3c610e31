import type { SearchResult } from '@common/search';
import type { Resource } from '@/lib/api-routes/route';

const SEARCH = '/api/search';

/** Full-text search over the user's chats, documents, designs and the template library. */
export const searchApi = {
  results: (q: string): Resource<SearchResult[]> => ({ url: `${SEARCH}?q=${encodeURIComponent(q)}`, queryKey: [SEARCH, q] }),
};
