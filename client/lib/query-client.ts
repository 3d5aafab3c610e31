import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

/** SPEC section 9 data-fetching defaults: no refetch on interval or focus, never stale, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
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
