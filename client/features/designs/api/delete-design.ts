import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/auth';
import type { DesignSummary } from '@common/designs';
import { designQueryKey, refetchDesignList } from '@/features/designs/api/design-cache';
import { designsQueryKey } from '@/features/designs/api/get-designs';
import { apiRequest } from '@/lib/api-client';

export const deleteDesign = (id: string) => apiRequest<MessageResponse>('DELETE', `/api/designs/${encodeURIComponent(id)}`);

/** On success the design leaves the list cache, its own queries are dropped and the list is refetched. */
export function useDeleteDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDesign,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<DesignSummary[]>(designsQueryKey, (list) => list?.filter((d) => d.id !== id));
      queryClient.removeQueries({ queryKey: designQueryKey(id) });
      void refetchDesignList(queryClient);
    },
  });
}
