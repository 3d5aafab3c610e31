import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignDto } from '@common/designs';
import { storeDesign } from '@/features/designs/api/design-cache';
import { apiRequest } from '@/lib/api-client';

export type DesignInput = { title: string; content: string; imageUrl: string | null };

export const createDesign = (body: DesignInput) => apiRequest<DesignDto>('POST', '/api/designs', body);

export function useCreateDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDesign,
    onSuccess: (design) => storeDesign(queryClient, design),
  });
}
