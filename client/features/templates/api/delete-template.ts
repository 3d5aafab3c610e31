import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/auth';
import { templateSectionsQueryKey } from '@/features/templates/api/get-template-sections';
import { apiRequest } from '@/lib/api-client';

export const deleteTemplate = (id: string) =>
  apiRequest<MessageResponse>('DELETE', `/api/templates/${encodeURIComponent(id)}`);

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateSectionsQueryKey }),
  });
}
