import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { templatesApi } from '@/lib/api-routes/templates';

/** "Use Template": the server makes a new editor document holding the template's content. */
export const applyTemplate = (id: string) => apiSend(templatesApi.use(id));

export function useApplyTemplate() {
  return useMutation({ mutationFn: applyTemplate });
}
