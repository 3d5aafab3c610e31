import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { accountApi } from '@/lib/api-routes/account';

/** Ends every session of the user, this one included (then see useEndSession). */
export const logoutAll = () => apiSend(accountApi.logoutAll);

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}
