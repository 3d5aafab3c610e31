import type { TemplateBody } from '@common/templates';
import { useTemplateChange } from '@/features/templates/api/get-template-sections';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

export const createTemplate = (body: TemplateBody) => apiSend(action(api.templates.create), body);

export const useCreateTemplate = () => useTemplateChange(createTemplate);
