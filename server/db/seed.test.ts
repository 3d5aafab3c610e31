import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOURNEY_TYPES, PROMPT_TYPES } from '../../common/constants';
import { useTestApp } from '../test/harness';
import { prompts, questionnaires, templateSections, templates } from './schema/content';
import { seed } from './seed';

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
});
