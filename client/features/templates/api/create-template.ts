import type { TemplateBody } from '@common/templates';
import { useTemplateChange } from '@/features/templates/api/get-template-sections';
import { apiSend } from '@/lib/api-client';
import { templatesApi } from '@/lib/api-routes/templates';

export const createTemplate = (body: TemplateBody) => apiSend(templatesApi.create, body);

export const useCreateTemplate = () => useTemplateChange(createTemplate);
