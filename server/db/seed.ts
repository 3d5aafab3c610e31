import { and, eq } from 'drizzle-orm';
import type { Db } from './database';
import { prompts, questionnaires, templateSections, templates } from './schema/content';
import { seedPrompts } from './seed-data/prompts';
import { PREVIOUS_SEED_PROMPTS } from './seed-data/prompts-previous';
import { JOURNEY_LIST } from '../../common/journeys';
import { seedQuestions } from './seed-data/questionnaires';
import { seedTemplateSections } from './seed-data/templates';

/**
 * Inserts what is missing and never overwrites an admin's work: prompts and questionnaires an admin
 * edited, and templates an admin changed, stay as they are; a prompt still equal to an earlier seeded
 * text is brought to the current one. Safe to run at every start.
 */
export async function seed(db: Db): Promise<void> {
  const seedQuestionnaires = [...new Set(JOURNEY_LIST.map((journey) => journey.questionnaire))].map((type) => ({
    type,
    questions: seedQuestions[type],
  }));
  await db.transaction(async (tx) => {
    await tx.insert(prompts).values(seedPrompts).onConflictDoNothing({ target: prompts.type });
    // A prompt still word for word as an earlier seed wrote it was never edited: it gets the current text.
    for (const prompt of seedPrompts) {
      for (const previous of PREVIOUS_SEED_PROMPTS.flat().filter((p) => p.type === prompt.type && p.content !== prompt.content)) {
        await tx
          .update(prompts)
          .set({ content: prompt.content, updatedAt: new Date() })
          .where(and(eq(prompts.type, prompt.type), eq(prompts.content, previous.content)));
      }
    }
    await tx.insert(questionnaires).values(seedQuestionnaires).onConflictDoNothing({ target: questionnaires.type });
    for (const [position, section] of seedTemplateSections.entries()) {
      await tx
        .insert(templateSections)
        .values({ name: section.name, description: section.description, position })
        .onConflictDoNothing({ target: templateSections.name });
      const [row] = await tx.select({ id: templateSections.id }).from(templateSections).where(eq(templateSections.name, section.name));
      if (!row) continue;
      for (const template of section.templates) {
        const existing = await tx
          .select({ id: templates.id })
          .from(templates)
          .where(and(eq(templates.sectionId, row.id), eq(templates.title, template.title)));
        if (existing.length === 0) await tx.insert(templates).values({ ...template, sectionId: row.id });
      }
    }
  });
}
