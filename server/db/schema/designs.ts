import { type AnyPgColumn, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { teamColumn } from './teams';
import { createdAt, id, updatedAt } from './columns';
import { products } from './products';

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
    /** The model the design's chat and reviews use (an id of GET /api/ai/models); null: the default model. */
    model: text('model'),
    /** The product it belongs to; null: none. A product cannot be deleted while items point at it (checked at the end of the statement, so deleting the owner still cascades). */
    productId: uuid('product_id').references((): AnyPgColumn => products.id, { onDelete: 'no action' }),
    /** The team it belongs to (its members see it by role); null: none. */
    teamId: teamColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('designs_user_created_idx').on(t.userId, t.createdAt),
    index('designs_product_created_idx').on(t.productId, t.createdAt),
    index('designs_team_created_idx').on(t.teamId, t.createdAt),
  ],
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
