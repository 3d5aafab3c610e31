import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** Signs the user out of every device. */
export const endUserSessions = (id: string) => apiSend(action(api.admin.endSessions, { id }));

export function useEndUserSessions() {
  return useMutation({ mutationFn: endUserSessions });
}
