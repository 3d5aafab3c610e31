import { useTemplateChange } from '@/features/templates/api/get-template-sections';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** Deletes the section and, with it, its templates. */
export const deleteSection = (id: string) => apiSend(action(api.templates.removeSection, { id }));

export const useDeleteSection = () => useTemplateChange(deleteSection);
