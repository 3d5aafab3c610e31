import { bigserial, customType, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { VERSION_SOURCES } from '../../../common/versions';
import { users } from './auth';
import { at, createdAt, id } from './columns';
import { documents } from './documents';

/** Raw bytes: PGlite answers a Uint8Array, node-postgres a Buffer; both become a Buffer. */
export const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Every saved state of a document, newest last by `seq`; the newest always equals the document.
 * `data` is deflated: the whole text when `baseId` is null (a keyframe), else a copy/insert delta
 * against the keyframe `baseId` (see server/modules/versions/version-delta.ts).
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: VERSION_SOURCES }).notNull(),
    title: text('title').notNull(),
    baseId: uuid('base_id'),
    data: bytes('data').notNull(),
    /** Characters of the content, to choose when a delta has grown too large. */
    size: integer('size').notNull(),
    createdAt: createdAt(),
    /** When the run of typing this version coalesces began. */
    openedAt: at('opened_at').notNull().defaultNow(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('document_versions_document_seq_idx').on(t.documentId, t.seq), index('document_versions_base_idx').on(t.baseId)],
);

/** Edits the assistant proposed; nothing changes in the document until one is accepted. */
export const documentSuggestions = pgTable(
  'document_suggestions',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    operation: jsonb('operation').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('document_suggestions_document_seq_idx').on(t.documentId, t.seq)],
);
