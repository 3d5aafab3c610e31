import { boolean, bigserial, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';

export const designs = pgTable(
  'designs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('Untitled Design'),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('designs_user_created_idx').on(t.userId, t.createdAt)],
);

export const designMessages = pgTable(
  'design_messages',
  {
    id: id(),
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** A reply the model stopped at its output cap: the chat offers Continue. */
    cut: boolean('cut').notNull().default(false),
    createdAt: createdAt(),
    /** Insertion order, whatever the clocks of the app servers say. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('design_messages_design_seq_idx').on(t.designId, t.seq)],
);

/** Every stored file; served only to its owner. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);
