import type { QueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-routes/auth';

/**
 * After the session ended (logout, signed out everywhere, account deleted): every cached answer is
 * dropped. Mounted observers keep the query they hold when the cache is cleared, so they are told
 * "signed out" first; the fresh cache then starts from the same known answer.
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(authApi.user.queryKey, null);
  queryClient.clear();
  queryClient.setQueryData(authApi.user.queryKey, null);
}
