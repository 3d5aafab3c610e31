import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { userQueryKey } from '@/features/auth/api/get-user';

/**
 * After the session ended on the server (signed out everywhere, or the account deleted): every cached
 * answer is dropped and the app goes to '/', as logging out does.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return () => {
    // Mounted observers keep the query they hold when the cache is cleared: they hear "signed out" first.
    queryClient.setQueryData(userQueryKey, null);
    queryClient.clear();
    queryClient.setQueryData(userQueryKey, null);
    navigate('/');
  };
}
