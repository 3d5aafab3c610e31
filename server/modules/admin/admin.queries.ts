import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/auth';
import { feedback, prompts, questionnaires } from '../../db/schema/content';
import { isUuid } from '../../lib/ids';

export const listUsers = (db: Db) => db.select().from(users).orderBy(desc(users.createdAt));

export async function updateUser(db: Db, id: string, changes: Partial<Pick<typeof users.$inferInsert, 'isAdmin' | 'plan'>>) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

export const listPrompts = (db: Db) => db.select().from(prompts).orderBy(asc(prompts.type));

export async function updatePrompt(db: Db, id: string, content: string, now: Date) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.update(prompts).set({ content, updatedAt: now }).where(eq(prompts.id, id)).returning();
  return row;
}

export const listQuestionnaires = (db: Db) => db.select().from(questionnaires).orderBy(asc(questionnaires.type));

export async function updateQuestionnaire(db: Db, type: string, questions: { key: string; question: string }[], now: Date) {
  const [row] = await db
    .update(questionnaires)
    .set({ questions, updatedAt: now })
    .where(eq(questionnaires.type, type as typeof questionnaires.$inferSelect.type))
    .returning();
  return row;
}

export const listFeedback = (db: Db) =>
  db
    .select({ id: feedback.id, email: users.email, feedback: feedback.feedback, createdAt: feedback.createdAt })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .orderBy(desc(feedback.createdAt))
    .limit(500);
