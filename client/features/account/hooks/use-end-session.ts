import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { forgetSession } from '@/lib/forget-session';
import { paths } from '@/lib/paths';

/** After the session ended on the server (signed out everywhere, or the account deleted): as logging out does. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return () => {
    forgetSession(queryClient);
    navigate(paths.home);
  };
}
