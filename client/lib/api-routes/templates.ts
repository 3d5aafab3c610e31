import type { MessageResponse } from '@common/auth';
import type { DocumentDto } from '@common/documents';
import type { SectionBody, TemplateBody, TemplateDto, TemplateSectionDto } from '@common/templates';
import { get, send } from '@/lib/api-routes/route';

const SECTIONS = '/api/template-sections';
const TEMPLATES = '/api/templates';

/** The template library: sections with their templates. */
export const templatesApi = {
  sections: get<TemplateSectionDto[]>(SECTIONS),
  createSection: send<SectionBody, TemplateSectionDto>('POST', SECTIONS),
  updateSection: (id: string) => send<SectionBody, TemplateSectionDto>('PUT', SECTIONS, id),
  removeSection: (id: string) => send<undefined, MessageResponse>('DELETE', SECTIONS, id),
  create: send<TemplateBody, TemplateDto>('POST', TEMPLATES),
  update: (id: string) => send<TemplateBody, TemplateDto>('PUT', TEMPLATES, id),
  remove: (id: string) => send<undefined, MessageResponse>('DELETE', TEMPLATES, id),
  /** "Use Template": a new editor document made from it. */
  use: (id: string) => send<undefined, DocumentDto>('POST', TEMPLATES, id, 'use'),
};
