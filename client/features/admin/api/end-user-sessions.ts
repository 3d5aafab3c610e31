import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { adminApi } from '@/lib/api-routes/admin';

/** Signs the user out of every device. */
export const endUserSessions = (id: string) => apiSend(adminApi.endSessions(id));

export function useEndUserSessions() {
  return useMutation({ mutationFn: endUserSessions });
}
