import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromptDto } from '@common/admin';
import { apiSend } from '@/lib/api-client';
import { adminApi } from '@/lib/api-routes/admin';

export const updatePrompt = (prompt: PromptDto) => apiSend(adminApi.updatePrompt(prompt.id), prompt);

/** The prompts list is refetched on success (the mutation ends once it has been). */
export function useUpdatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminApi.prompts.queryKey }),
  });
}
