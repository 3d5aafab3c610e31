import type { SectionBody } from '@common/templates';
import { useTemplateChange } from '@/features/templates/api/get-template-sections';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

export const createSection = (body: SectionBody) => apiSend(action(api.templates.createSection), body);

export const useCreateSection = () => useTemplateChange(createSection);
