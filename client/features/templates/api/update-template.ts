import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateBody, TemplateDto } from '@common/templates';
import { templateSectionsQueryKey } from '@/features/templates/api/get-template-sections';
import { apiRequest } from '@/lib/api-client';

type UpdateTemplateInput = TemplateBody & { id: string };

export const updateTemplate = ({ id, ...body }: UpdateTemplateInput) =>
  apiRequest<TemplateDto>('PUT', `/api/templates/${encodeURIComponent(id)}`, body);

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateSectionsQueryKey }),
  });
}
