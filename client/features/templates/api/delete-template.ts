import { useTemplateChange } from '@/features/templates/api/get-template-sections';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

export const deleteTemplate = (id: string) => apiSend(action(api.templates.remove, { id }));

export const useDeleteTemplate = () => useTemplateChange(deleteTemplate);
