import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { accountApi } from '@/lib/api-routes/account';

/** Deletes the account and all its data; `confirm` must be the account's e-mail (then see useEndSession). */
export const deleteAccount = (confirm: string) => apiSend(accountApi.remove, { confirm });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
