import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** "Use Template": the server makes a new editor document holding the template's content. */
export const applyTemplate = (id: string) => apiSend(action(api.templates.use, { id }));

export function useApplyTemplate() {
  return useMutation({ mutationFn: applyTemplate });
}
