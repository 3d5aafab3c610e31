import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignSummary } from '@common/designs';
import { apiSend } from '@/lib/api-client';
import { refetchList } from '@/lib/entity-cache';
import { action, api, resource } from '@/lib/routes';

export const deleteDesign = (id: string) => apiSend(action(api.designs.remove, { id }));

/** On success the design leaves the list cache, its own queries are dropped and the list is refetched. */
export function useDeleteDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDesign,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<DesignSummary[]>(resource(api.designs.list).queryKey, (list) => list?.filter((d) => d.id !== id));
      queryClient.removeQueries({ queryKey: resource(api.designs.one, { id }).queryKey });
      void refetchList(queryClient, resource(api.designs.list));
    },
  });
}
