import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { templateSections, templates } from '../../db/schema/content';
import { isUuid } from '../../lib/ids';

export type SectionRow = typeof templateSections.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;

export async function listSectionsWithTemplates(db: Db) {
  const sections = await db.select().from(templateSections).orderBy(asc(templateSections.position), asc(templateSections.createdAt));
  const all = await db.select().from(templates).orderBy(asc(templates.createdAt), asc(templates.title));
  return sections.map((s) => ({ ...s, templates: all.filter((t) => t.sectionId === s.id) }));
}

export async function getSection(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(templateSections).where(eq(templateSections.id, id));
  return row;
}

export async function insertSection(db: Db, row: typeof templateSections.$inferInsert) {
  const [saved] = await db.insert(templateSections).values(row).onConflictDoNothing({ target: templateSections.name }).returning();
  return saved;
}

export async function updateSection(db: Db, id: string, changes: Partial<typeof templateSections.$inferInsert>) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.update(templateSections).set(changes).where(eq(templateSections.id, id)).returning();
  return row;
}

export async function deleteSection(db: Db, id: string) {
  if (!isUuid(id)) return false;
  return (await db.delete(templateSections).where(eq(templateSections.id, id)).returning({ id: templateSections.id })).length === 1;
}

export async function getTemplate(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(templates).where(eq(templates.id, id));
  return row;
}

export async function insertTemplate(db: Db, row: typeof templates.$inferInsert) {
  const [saved] = await db.insert(templates).values(row).returning();
  if (!saved) throw new Error('template insert returned nothing');
  return saved;
}

export async function updateTemplate(db: Db, id: string, changes: Partial<typeof templates.$inferInsert>) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.update(templates).set(changes).where(eq(templates.id, id)).returning();
  return row;
}

export async function deleteTemplate(db: Db, id: string) {
  if (!isUuid(id)) return false;
  return (await db.delete(templates).where(eq(templates.id, id)).returning({ id: templates.id })).length === 1;
}
