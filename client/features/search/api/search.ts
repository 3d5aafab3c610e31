import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebounced } from '@/hooks/use-debounced';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

/** Milliseconds after the last keystroke before the search runs. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Results for what is typed, once typing pauses; the previous results stay while the next load. */
export function useSearchResults(text: string) {
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...queryFor(resource(api.search.results, undefined, { q })),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  return { q, results: q ? (query.data ?? []) : [], loading: q.length > 0 && query.isFetching };
}
