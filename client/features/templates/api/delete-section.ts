import { useTemplateChange } from '@/features/templates/api/get-template-sections';
import { apiSend } from '@/lib/api-client';
import { templatesApi } from '@/lib/api-routes/templates';

/** Deletes the section and, with it, its templates. */
export const deleteSection = (id: string) => apiSend(templatesApi.removeSection(id));

export const useDeleteSection = () => useTemplateChange(deleteSection);
