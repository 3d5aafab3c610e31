import { useTemplateChange } from '@/features/templates/api/get-template-sections';
import { apiSend } from '@/lib/api-client';
import { templatesApi } from '@/lib/api-routes/templates';

export const deleteTemplate = (id: string) => apiSend(templatesApi.remove(id));

export const useDeleteTemplate = () => useTemplateChange(deleteTemplate);
