import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** Deletes the account and all its data; `confirm` must be the account's e-mail (then see useEndSession). */
export const deleteAccount = (confirm: string) => apiSend(action(api.account.remove), { confirm });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
