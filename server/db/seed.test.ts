import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOURNEY_TYPES, PROMPT_TYPES } from '../../common/constants';
import { useTestApp } from '../test/harness';
import { prompts, questionnaires, templateSections, templates } from './schema/content';
import { seed } from './seed';
import { seedPrompts } from './seed-data/prompts';
import { PREVIOUS_SEED_PROMPTS } from './seed-data/prompts-previous';

const t = useTestApp();

describe('seed', () => {
  it('has a prompt per purpose, a questionnaire per journey and a template library', async () => {
    const { db } = t.database;
    expect((await db.select().from(prompts)).map((p) => p.type).sort()).toEqual([...PROMPT_TYPES].sort());
    const qs = await db.select().from(questionnaires);
    expect(qs.map((q) => q.type).sort()).toEqual([...JOURNEY_TYPES].sort());
    for (const q of qs) {
      expect(q.questions.length).toBeGreaterThanOrEqual(3);
      expect(q.questions.length).toBeLessThanOrEqual(6);
      for (const question of q.questions) expect(question.key).toMatch(/^[a-z_]+$/);
    }
    expect((await db.select().from(templateSections)).length).toBeGreaterThanOrEqual(4);
    const all = await db.select().from(templates);
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const tpl of all) expect(tpl.content.length).toBeGreaterThan(800);
  });

  it('runs again without duplicating anything or overwriting admin edits', async () => {
    const { db } = t.database;
    await db.update(prompts).set({ content: 'Edited by an admin' }).where(eq(prompts.type, 'chat'));
    const before = (await db.select().from(templates)).length;
    await seed(db);
    await seed(db);
    expect((await db.select().from(templates)).length).toBe(before);
    expect((await db.select().from(prompts)).length).toBe(PROMPT_TYPES.length);
    const [chat] = await db.select().from(prompts).where(eq(prompts.type, 'chat'));
    expect(chat?.content).toBe('Edited by an admin');
  });

  it('brings prompts still as first seeded to the current text, and leaves edited ones as the admin wrote them', async () => {
    const { db } = t.database;
    const old = (type: string) => PREVIOUS_SEED_PROMPTS[0]?.find((p) => p.type === type)?.content ?? '';
    await db
      .update(prompts)
      .set({ content: old('chat') })
      .where(eq(prompts.type, 'chat'));
    await db
      .update(prompts)
      .set({ content: old('title') })
      .where(eq(prompts.type, 'title'));
    await db
      .update(prompts)
      .set({ content: `${old('document_feedback')}\nAlso check the pricing section.` })
      .where(eq(prompts.type, 'document_feedback'));
    await seed(db);
    const now = Object.fromEntries((await db.select().from(prompts)).map((p) => [p.type, p.content]));
    const current = (type: string) => seedPrompts.find((p) => p.type === type)?.content;
    expect(now.chat).toBe(current('chat'));
    expect(now.title).toBe(current('title'));
    expect(now.document_feedback).toBe(`${old('document_feedback')}\nAlso check the pricing section.`);
    expect(now.chat).toContain('at most one question');
    expect(now.chat).not.toContain('one focused question at a time');
  });

  it('puts back a seeded template, questionnaire or prompt that is missing, each alone, and keeps edits', async () => {
    const { db } = t.database;
    await db.update(prompts).set({ content: 'Edited by an admin' }).where(eq(prompts.type, 'chat'));
    const [one] = await db.select().from(templates).limit(1);
    await db.delete(templates).where(eq(templates.id, one!.id));
    await seed(db);
    const back = await db.select().from(templates).where(eq(templates.title, one!.title));
    expect(back.map((tpl) => [tpl.sectionId, tpl.content])).toEqual([[one!.sectionId, one!.content]]);

    await db.delete(questionnaires).where(eq(questionnaires.type, 'prd'));
    await seed(db);
    expect(await db.select().from(questionnaires).where(eq(questionnaires.type, 'prd'))).toHaveLength(1);

    await db.delete(prompts).where(eq(prompts.type, 'title'));
    await seed(db);
    const now = Object.fromEntries((await db.select().from(prompts)).map((p) => [p.type, p.content]));
    expect(now.title).toBe(seedPrompts.find((p) => p.type === 'title')?.content);
    expect(now.chat).toBe('Edited by an admin');
  });
});
