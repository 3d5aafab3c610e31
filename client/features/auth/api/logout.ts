import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { MessageResponse } from '@common/auth';
import { userQueryKey } from '@/features/auth/api/get-user';
import { apiRequest } from '@/lib/api-client';

export const logout = () => apiRequest<MessageResponse>('POST', '/api/logout');

/** Ends the session, clears all cached data, then goes to '/'. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Mounted observers keep the query they hold when the cache is cleared, so they are told
      // "signed out" first; the fresh cache then starts from the same known answer.
      queryClient.setQueryData(userQueryKey, null);
      queryClient.clear();
      queryClient.setQueryData(userQueryKey, null);
      navigate('/');
    },
  });
}
