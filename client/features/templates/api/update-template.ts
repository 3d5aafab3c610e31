import type { TemplateBody } from '@common/templates';
import { useTemplateChange } from '@/features/templates/api/get-template-sections';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

export const updateTemplate = ({ id, ...body }: TemplateBody & { id: string }) => apiSend(action(api.templates.update, { id }), body);

export const useUpdateTemplate = () => useTemplateChange(updateTemplate);
