import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignSummary } from '@common/designs';
import { apiSend } from '@/lib/api-client';
import { designsApi } from '@/lib/api-routes/designs';
import { refetchList } from '@/lib/entity-cache';

export const deleteDesign = (id: string) => apiSend(designsApi.remove(id));

/** On success the design leaves the list cache, its own queries are dropped and the list is refetched. */
export function useDeleteDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDesign,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<DesignSummary[]>(designsApi.list.queryKey, (list) => list?.filter((d) => d.id !== id));
      queryClient.removeQueries({ queryKey: designsApi.one(id).queryKey });
      void refetchList(queryClient, designsApi.list);
    },
  });
}
