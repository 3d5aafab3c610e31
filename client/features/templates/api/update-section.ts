import type { SectionBody } from '@common/templates';
import { useTemplateChange } from '@/features/templates/api/get-template-sections';
import { apiSend } from '@/lib/api-client';
import { templatesApi } from '@/lib/api-routes/templates';

export const updateSection = ({ id, ...body }: SectionBody & { id: string }) => apiSend(templatesApi.updateSection(id), body);

export const useUpdateSection = () => useTemplateChange(updateSection);
