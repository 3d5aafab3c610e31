import { z } from 'zod';
import { idSchema, textField } from './text';

const text = (field: string, max: number) => textField(field).trim().max(max, `${field} must be at most ${max} characters`);

export const sectionBody = z.object({
  name: text('name', 120).min(1, 'Section name is required'),
  description: text('description', 1000).optional(),
});
export type SectionBody = z.infer<typeof sectionBody>;

export const templateBody = z.object({
  sectionId: idSchema('sectionId'),
  title: text('title', 200).min(1, 'Template title is required'),
  description: text('description', 1000).optional(),
  content: textField('content', 'Template content is required')
    .trim()
    .min(1, 'Template content is required')
    .max(200_000, 'content must be at most 200,000 characters'),
});
export type TemplateBody = z.infer<typeof templateBody>;

export type TemplateDto = { id: string; sectionId: string; title: string; description: string; content: string };
export type TemplateSectionDto = { id: string; name: string; description: string; templates: TemplateDto[] };
