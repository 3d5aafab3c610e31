import { queryOptions, useQuery } from '@tanstack/react-query';
import { SIGNED_IN_COOKIE } from '@common/auth';
import { ApiError, apiGet } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

/** Whether the browser holds a session: the server keeps a readable hint cookie beside it. */
const holdsSession = () => document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${SIGNED_IN_COOKIE}=`));

/**
 * The current user, or null when signed out: at once when the browser holds no session (no call that
 * is sure to be refused), else from the server, whose 401 means the session ended.
 */
async function fetchUser(signal: AbortSignal) {
  if (!holdsSession()) return null;
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
