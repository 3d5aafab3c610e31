import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/auth';
import { templateSectionsQueryKey } from '@/features/templates/api/get-template-sections';
import { apiRequest } from '@/lib/api-client';

/** Deletes the section and, with it, its templates. */
export const deleteSection = (id: string) =>
  apiRequest<MessageResponse>('DELETE', `/api/template-sections/${encodeURIComponent(id)}`);

export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateSectionsQueryKey }),
  });
}
