import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromptDto } from '@common/admin';
import { apiSend } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

export const updatePrompt = (prompt: PromptDto) => apiSend(action(api.admin.updatePrompt, { id: prompt.id }), prompt);

/** The prompts list is refetched on success (the mutation ends once it has been). */
export function useUpdatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resource(api.admin.prompts).queryKey }),
  });
}
