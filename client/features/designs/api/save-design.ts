import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignMessageDto } from '@common/designs';
import { storeDesign } from '@/features/designs/api/design-cache';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

export type DesignInput = { title: string; content: string; imageUrl: string | null };

export const createDesign = (body: DesignInput) => apiSend(action(api.designs.create), body);

/** PUT sends {title, content, imageUrl}. */
export const updateDesign = ({ id, title, content, imageUrl }: DesignInput & { id: string }) =>
  apiSend(action(api.designs.update, { id }), { title, content, imageUrl });

export function useUpdateDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDesign,
    onSuccess: (design) => storeDesign(queryClient, design),
  });
}

/** Saves an analysis as the assistant's message: answers [that message]. */
export const saveDesignAnalysis = ({ designId, content }: { designId: string; content: string }): Promise<DesignMessageDto[]> =>
  apiSend(action(api.designs.send, { id: designId }), { content, role: 'assistant' });
