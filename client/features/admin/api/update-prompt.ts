import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromptDto } from '@common/admin';
import { promptsQueryKey } from '@/features/admin/api/get-prompts';
import { apiRequest } from '@/lib/api-client';

export const updatePrompt = (prompt: PromptDto) =>
  apiRequest<PromptDto>('PUT', `/api/admin/prompts/${encodeURIComponent(prompt.id)}`, prompt);

/** SPEC section 7: the prompts list is refetched on success (the mutation ends once it has been). */
export function useUpdatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptsQueryKey }),
  });
}
