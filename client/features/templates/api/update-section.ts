import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SectionBody, TemplateSectionDto } from '@common/templates';
import { templateSectionsQueryKey } from '@/features/templates/api/get-template-sections';
import { apiRequest } from '@/lib/api-client';

type UpdateSectionInput = SectionBody & { id: string };

export const updateSection = ({ id, ...body }: UpdateSectionInput) =>
  apiRequest<TemplateSectionDto>('PUT', `/api/template-sections/${encodeURIComponent(id)}`, body);

export function useUpdateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateSectionsQueryKey }),
  });
}
