import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './database';
import { prompts, questionnaires, templateSections, templates } from './schema/content';
import { seedPrompts } from './seed-data/prompts';
import { PREVIOUS_SEED_PROMPTS } from './seed-data/prompts-previous';
import { JOURNEY_LIST } from '../../common/journeys';
import { seedQuestions } from './seed-data/questionnaires';
import { seedTemplateSections } from './seed-data/templates';

/** The texts earlier seeds wrote for a prompt that differ from its current one. */
const earlierTexts = (prompt: (typeof seedPrompts)[number]) =>
  PREVIOUS_SEED_PROMPTS.flat()
    .filter((p) => p.type === prompt.type && p.content !== prompt.content)
    .map((p) => p.content);

const seedQuestionnaireTypes = [...new Set(JOURNEY_LIST.map((journey) => journey.questionnaire))];

/**
 * Whether a start has nothing to seed: every seeded row is there and no prompt is still an earlier
 * seed's text. Four reads, where the writes, though they change nothing, cost an existing-data start
 * on PGlite a few hundred milliseconds (its first writes run code compiled on first use).
 */
async function isSeeded(db: Db): Promise<boolean> {
  const stored = new Map((await db.select({ type: prompts.type, content: prompts.content }).from(prompts)).map((p) => [p.type, p.content]));
  const promptsCurrent = seedPrompts.every(
    (prompt) => stored.has(prompt.type) && !earlierTexts(prompt).includes(stored.get(prompt.type) ?? ''),
  );
  if (!promptsCurrent) return false;
  const types = new Set((await db.select({ type: questionnaires.type }).from(questionnaires)).map((q) => q.type));
  if (!seedQuestionnaireTypes.every((type) => types.has(type))) return false;
  const library = new Set(
    (
      await db
        .select({ section: templateSections.name, title: templates.title })
        .from(templates)
        .innerJoin(templateSections, eq(templates.sectionId, templateSections.id))
    ).map((row) => `${row.section}\n${row.title}`),
  );
  const sections = new Set((await db.select({ name: templateSections.name }).from(templateSections)).map((row) => row.name));
  return seedTemplateSections.every(
    (section) => sections.has(section.name) && section.templates.every((template) => library.has(`${section.name}\n${template.title}`)),
  );
}

/**
 * Inserts what is missing and never overwrites an admin's work: prompts and questionnaires an admin
 * edited, and templates an admin changed, stay as they are; a prompt still equal to an earlier seeded
 * text is brought to the current one. Safe to run at every start: when nothing is missing it only
 * reads, and otherwise it writes in a few statements whatever the size of the library.
 */
export async function seed(db: Db): Promise<void> {
  if (await isSeeded(db)) return;
  const seedQuestionnaires = seedQuestionnaireTypes.map((type) => ({ type, questions: seedQuestions[type] }));
  await db.transaction(async (tx) => {
    await tx.insert(prompts).values(seedPrompts).onConflictDoNothing({ target: prompts.type });
    // A prompt still word for word as an earlier seed wrote it was never edited: it gets the current text.
    for (const prompt of seedPrompts) {
      const earlier = earlierTexts(prompt);
      if (earlier.length === 0) continue;
      await tx
        .update(prompts)
        .set({ content: prompt.content, updatedAt: new Date() })
        .where(and(eq(prompts.type, prompt.type), inArray(prompts.content, earlier)));
    }
    await tx.insert(questionnaires).values(seedQuestionnaires).onConflictDoNothing({ target: questionnaires.type });
    await tx
      .insert(templateSections)
      .values(seedTemplateSections.map(({ name, description }, position) => ({ name, description, position })))
      .onConflictDoNothing({ target: templateSections.name });
    const sectionIds = new Map(
      (
        await tx
          .select({ id: templateSections.id, name: templateSections.name })
          .from(templateSections)
          .where(
            inArray(
              templateSections.name,
              seedTemplateSections.map((section) => section.name),
            ),
          )
      ).map((row) => [row.name, row.id]),
    );
    const library = seedTemplateSections.flatMap((section) => {
      const sectionId = sectionIds.get(section.name);
      return sectionId === undefined ? [] : section.templates.map((template) => ({ ...template, sectionId }));
    });
    // A section's template of the same title, changed or not, stays as it is.
    if (library.length > 0)
      await tx
        .insert(templates)
        .values(library)
        .onConflictDoNothing({ target: [templates.sectionId, templates.title] });
  });
}
