import type { TemplateBody } from '@common/templates';
import { useTemplateChange } from '@/features/templates/api/get-template-sections';
import { apiSend } from '@/lib/api-client';
import { templatesApi } from '@/lib/api-routes/templates';

export const updateTemplate = ({ id, ...body }: TemplateBody & { id: string }) => apiSend(templatesApi.update(id), body);

export const useUpdateTemplate = () => useTemplateChange(updateTemplate);
