import type { QueryClient } from '@tanstack/react-query';
import { api, resource } from '@/lib/routes';

/**
 * After the session ended (logout, signed out everywhere, account deleted): every cached answer is
 * dropped. Mounted observers keep the query they hold when the cache is cleared, so they are told
 * "signed out" first; the fresh cache then starts from the same known answer.
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(resource(api.auth.user).queryKey, null);
  queryClient.clear();
  queryClient.setQueryData(resource(api.auth.user).queryKey, null);
}
