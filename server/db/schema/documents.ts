import { bigserial, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { JOURNEY_TYPES } from '../../../common/constants';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';

export const documents = pgTable(
  'documents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('New Chat'),
    content: text('content').notNull().default(''),
    type: text('type', { enum: JOURNEY_TYPES }).notNull().default('explore'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Lists run newest first with the id breaking ties: the index holds that order, so a page after a cursor starts at once.
  (t) => [index('documents_user_created_id_idx').on(t.userId, t.createdAt, t.id)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    isQuestion: boolean('is_question').notNull().default(false),
    /** A reply the model stopped at its output cap: the chat offers Continue. */
    cut: boolean('cut').notNull().default(false),
    createdAt: createdAt(),
    /** Insertion order, whatever the clocks of the app servers say. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('messages_document_seq_idx').on(t.documentId, t.seq)],
);

export const memories = pgTable(
  'memories',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    importance: integer('importance').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('memories_document_key_idx').on(t.documentId, t.key)],
);
