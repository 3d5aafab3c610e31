import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

/** The current user, or null when signed out (the server answers 401). */
async function fetchUser(signal: AbortSignal) {
  try {
    return await apiGet(resource(api.auth.user), signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The current user; a 401 means signed out and yields null. Never stale on its own, never retried. */
export const userQueryOptions = queryOptions({
  queryKey: resource(api.auth.user).queryKey,
  queryFn: ({ signal }) => fetchUser(signal),
  staleTime: Infinity,
  retry: false,
});

export function useUser() {
  return useQuery(userQueryOptions);
}
