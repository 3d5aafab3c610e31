import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { KNOWLEDGE_KINDS } from '../../../common/products';
import { users } from './auth';
import { createdAt, id } from './columns';
import { documents } from './documents';
import { products } from './products';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A file or document added to a product's knowledge. Deleted with the product (and its owner); a
 * document added keeps its passages when the document is deleted (`document_id` set null).
 */
export const knowledgeItems = pgTable(
  'knowledge_items',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: KNOWLEDGE_KINDS }).notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    passages: integer('passages').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('knowledge_items_product_idx').on(t.productId, t.createdAt), index('knowledge_items_document_idx').on(t.documentId)],
);

/** One passage of a knowledge item, searchable by its words (`search`, generated from the heading and text). */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: id(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => knowledgeItems.id, { onDelete: 'cascade' }),
    /** The item's product, so retrieval scopes by one indexed column. */
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    /** The heading the passage sits under ('' for none), kept as its context. */
    heading: text('heading').notNull().default(''),
    text: text('text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "heading"), 'A') || setweight(to_tsvector('english'::regconfig, "text"), 'B')`,
      ),
  },
  (t) => [
    index('knowledge_passages_item_idx').on(t.itemId, t.ordinal),
    index('knowledge_passages_search_idx').using('gin', t.search),
    index('knowledge_passages_product_idx').on(t.productId),
  ],
);

/**
 * How many of a product's passages hold each word (its lexeme): retrieval searches first by the
 * question's rarer words, so a word in most passages never makes it rank them all.
 */
export const knowledgeTerms = pgTable(
  'knowledge_terms',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    passages: integer('passages').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.term] })],
);
