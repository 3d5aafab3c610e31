import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@common/auth';
import { apiRequest } from '@/lib/api-client';

/** Signs the user out of every device. */
export const endUserSessions = (id: string) =>
  apiRequest<MessageResponse>('POST', `/api/admin/users/${encodeURIComponent(id)}/end-sessions`);

export function useEndUserSessions() {
  return useMutation({ mutationFn: endUserSessions });
}
