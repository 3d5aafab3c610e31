import { EDITOR_DOCUMENT_TYPE } from '../../../common/journeys';
import { templateDto, templateSectionDto, type SectionBody, type TemplateBody, type TemplateSectionDto } from '../../../common/templates';
import { toDto } from '../../db/dto-columns';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { authorize, type ActionOf } from '../../policies/can';
import type { Member } from '../../policies/policy';
import type { PlanHolder } from '../billing/billing.service';
import { createDocument } from '../documents/documents.service';
import * as q from './templates.queries';

const toTemplate = toDto(templateDto);
const sectionFields = toDto(templateSectionDto.omit({ templates: true }));
const toSection = (s: q.SectionRow, templates: q.TemplateRow[] = []): TemplateSectionDto => ({
  ...sectionFields(s),
  templates: templates.map(toTemplate),
});

export async function listSections(ctx: AppContext) {
  return (await q.listSectionsWithTemplates(ctx.database.db)).map((s) => toSection(s, s.templates));
}

export async function createSection(ctx: AppContext, body: SectionBody) {
  const all = await q.listSectionsWithTemplates(ctx.database.db);
  const saved = await q.insertSection(ctx.database.db, { name: body.name, description: body.description ?? '', position: all.length });
  if (!saved) throw new AppError(409, 'duplicate', `A section named "${body.name}" already exists`);
  return toSection(saved);
}

export async function updateSection(ctx: AppContext, id: string, body: SectionBody) {
  const row = await q.updateSection(ctx.database.db, id, { name: body.name, description: body.description ?? '' });
  if (!row) throw notFound('Section not found');
  return toSection(row);
}

export async function deleteSection(ctx: AppContext, id: string) {
  if (!(await q.deleteSection(ctx.database.db, id))) throw notFound('Section not found');
  ctx.answers.forgetAll();
}

async function assertSection(ctx: AppContext, sectionId: string) {
  if (!(await q.getSection(ctx.database.db, sectionId))) throw badRequest('sectionId: no such section');
}

export async function createTemplate(ctx: AppContext, body: TemplateBody) {
  await assertSection(ctx, body.sectionId);
  const row = await q.insertTemplate(ctx.database.db, {
    sectionId: body.sectionId,
    title: body.title,
    description: body.description ?? '',
    content: sanitizeHtml(body.content),
  });
  ctx.answers.forgetAll();
  return toTemplate(row);
}

const TEMPLATE_NOT_FOUND = 'Template not found';

/** The template `id` names, if `actor` may `action` it; 404 when there is none. */
async function loadTemplate<A extends ActionOf<'template'>>(ctx: AppContext, actor: Member, id: string, action: A) {
  return authorize(actor, action, { template: await q.getTemplate(ctx.database.db, id) }, { hidden: TEMPLATE_NOT_FOUND });
}

export async function updateTemplate(ctx: AppContext, actor: Member, id: string, body: TemplateBody) {
  await loadTemplate(ctx, actor, id, 'manage');
  await assertSection(ctx, body.sectionId);
  const row = await q.updateTemplate(ctx.database.db, id, {
    sectionId: body.sectionId,
    title: body.title,
    description: body.description ?? '',
    content: sanitizeHtml(body.content),
  });
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  ctx.answers.forgetAll();
  return toTemplate(row);
}

export async function deleteTemplate(ctx: AppContext, actor: Member, id: string) {
  await loadTemplate(ctx, actor, id, 'manage');
  if (!(await q.deleteTemplate(ctx.database.db, id))) throw notFound(TEMPLATE_NOT_FOUND);
  ctx.answers.forgetAll();
}

/** "Use Template": a new editor document with the template's content. */
export async function useTemplate(ctx: AppContext, user: PlanHolder & Member, id: string) {
  const template = await loadTemplate(ctx, user, id, 'use');
  return (await createDocument(ctx, user, { title: template.title, content: template.content, type: EDITOR_DOCUMENT_TYPE }, 'template'))
    .document;
}
