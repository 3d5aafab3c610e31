import { QueryClient } from '@tanstack/react-query';

/**
 * The data-fetching defaults: no refetch on an interval or on window focus, never stale, no retries for
 * queries or mutations. Every query names its route (`queryFor`), which GETs it and parses the JSON.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
