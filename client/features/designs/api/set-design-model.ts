import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeDesign } from '@/features/designs/api/design-cache';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** The model of a design's chat and reviews: the next reply and review come from it. */
export const setDesignModel = ({ id, model }: { id: string; model: string }) => apiSend(action(api.designs.patch, { id }), { model });

export function useSetDesignModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDesignModel,
    onSuccess: (design) => storeDesign(queryClient, design),
  });
}
