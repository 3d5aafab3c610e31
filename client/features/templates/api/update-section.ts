import type { SectionBody } from '@common/templates';
import { useTemplateChange } from '@/features/templates/api/get-template-sections';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

export const updateSection = ({ id, ...body }: SectionBody & { id: string }) => apiSend(action(api.templates.updateSection, { id }), body);

export const useUpdateSection = () => useTemplateChange(updateSection);
