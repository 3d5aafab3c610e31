import { type AnyPgColumn, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FACT_SOURCES } from '../../../common/products';
import { users } from './auth';
import { teamColumn } from './teams';
import { createdAt, id, updatedAt } from './columns';
import { documents } from './documents';

/**
 * A user's product: the home of chats, documents and designs (their `product_id`, null for none).
 * Those references refuse the product's deletion while any item points at it, so its items are never
 * lost by a cascade: deleting a product first moves them to no product or deletes them, as asked.
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Standing instructions for every request made for the product. */
    instructions: text('instructions').notNull().default(''),
    /** The team it belongs to (its members see it by role); null: none. */
    teamId: teamColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_user_name_idx').on(t.userId, t.name), index('products_team_name_idx').on(t.teamId, t.name)],
);

/** What is known about a product, one value per key, with where it came from. */
export const productFacts = pgTable(
  'product_facts',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    /** `manual` (typed by hand), or learned in a `chat` or a `document`: `source_id`, null once that is deleted. */
    source: text('source', { enum: FACT_SOURCES }).notNull().default('manual'),
    sourceId: uuid('source_id').references((): AnyPgColumn => documents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('product_facts_product_key_idx').on(t.productId, t.key)],
);
