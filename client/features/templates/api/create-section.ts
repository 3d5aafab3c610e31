import type { SectionBody } from '@common/templates';
import { useTemplateChange } from '@/features/templates/api/get-template-sections';
import { apiSend } from '@/lib/api-client';
import { templatesApi } from '@/lib/api-routes/templates';

export const createSection = (body: SectionBody) => apiSend(templatesApi.createSection, body);

export const useCreateSection = () => useTemplateChange(createSection);
