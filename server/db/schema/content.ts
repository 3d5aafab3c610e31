import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { JOURNEY_TYPES, PROMPT_TYPES } from '../../../common/constants';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';

export type QuestionnaireQuestion = { key: string; question: string };

export const questionnaires = pgTable('questionnaires', {
  id: id(),
  type: text('type', { enum: JOURNEY_TYPES }).notNull().unique(),
  questions: jsonb('questions').$type<QuestionnaireQuestion[]>().notNull(),
  updatedAt: updatedAt(),
});

export const prompts = pgTable('prompts', {
  id: id(),
  type: text('type', { enum: PROMPT_TYPES }).notNull().unique(),
  content: text('content').notNull(),
  updatedAt: updatedAt(),
});

export const templateSections = pgTable('template_sections', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const templates = pgTable(
  'templates',
  {
    id: id(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => templateSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('templates_section_title_idx').on(t.sectionId, t.title)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedback: text('feedback').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);
