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

export const templateDto = z.object({
  id: z.string(),
  sectionId: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
});
export type TemplateDto = z.infer<typeof templateDto>;

/** A section with its templates (none in the answer of a created or changed section). */
export const templateSectionDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  templates: z.array(templateDto),
});
export type TemplateSectionDto = z.infer<typeof templateSectionDto>;
