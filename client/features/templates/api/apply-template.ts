import { useMutation } from '@tanstack/react-query';
import type { DocumentDto } from '@common/documents';
import { apiRequest } from '@/lib/api-client';

/** "Use Template": the server makes a new editor document (type enhance) holding the template's content. */
export const applyTemplate = (id: string) =>
  apiRequest<DocumentDto>('POST', `/api/templates/${encodeURIComponent(id)}/use`);

export function useApplyTemplate() {
  return useMutation({ mutationFn: applyTemplate });
}
