import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend, queryFor } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

const list = resource(api.notifications.list);

/** The signed-in user's latest notifications and the unread count, kept fresh by live events. */
export const useNotifications = () => useQuery(queryFor(list));

/** Marks a notification read (or unread); the list is read again. */
export function useMarkNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => apiSend(action(api.notifications.update, { id }), { read }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: list.queryKey }),
  });
}
