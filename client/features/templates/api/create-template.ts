import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateBody, TemplateDto } from '@common/templates';
import { templateSectionsQueryKey } from '@/features/templates/api/get-template-sections';
import { apiRequest } from '@/lib/api-client';

export const createTemplate = (body: TemplateBody) => apiRequest<TemplateDto>('POST', '/api/templates', body);

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateSectionsQueryKey }),
  });
}
