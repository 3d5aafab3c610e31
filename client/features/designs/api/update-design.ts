import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignDto } from '@common/designs';
import type { DesignInput } from '@/features/designs/api/create-design';
import { storeDesign } from '@/features/designs/api/design-cache';
import { apiRequest } from '@/lib/api-client';

type UpdateDesignInput = DesignInput & { id: string };

/** SPEC section 7: PUT sends {title, content, imageUrl}. */
export const updateDesign = ({ id, title, content, imageUrl }: UpdateDesignInput) =>
  apiRequest<DesignDto>('PUT', `/api/designs/${encodeURIComponent(id)}`, { title, content, imageUrl });

export function useUpdateDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDesign,
    onSuccess: (design) => storeDesign(queryClient, design),
  });
}
