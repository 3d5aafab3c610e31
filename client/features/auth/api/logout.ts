import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiSend } from '@/lib/api-client';
import { forgetSession } from '@/lib/forget-session';
import { paths } from '@/lib/paths';
import { action, api } from '@/lib/routes';

export const logout = () => apiSend(action(api.auth.logout));

/** Ends the session, clears all cached data, then goes to '/'. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      forgetSession(queryClient);
      navigate(paths.home);
    },
  });
}
