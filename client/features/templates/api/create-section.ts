import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SectionBody, TemplateSectionDto } from '@common/templates';
import { templateSectionsQueryKey } from '@/features/templates/api/get-template-sections';
import { apiRequest } from '@/lib/api-client';

export const createSection = (body: SectionBody) =>
  apiRequest<TemplateSectionDto>('POST', '/api/template-sections', body);

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateSectionsQueryKey }),
  });
}
