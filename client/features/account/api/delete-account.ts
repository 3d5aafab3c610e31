import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@common/auth';
import { apiRequest } from '@/lib/api-client';

/** Deletes the account and all its data; `confirm` must be the account's e-mail (then see useEndSession). */
export const deleteAccount = (confirm: string) => apiRequest<MessageResponse>('DELETE', '/api/account', { confirm });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
