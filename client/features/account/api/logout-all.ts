import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** Ends every session of the user, this one included (then see useEndSession). */
export const logoutAll = () => apiSend(action(api.account.logoutAll));

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}
