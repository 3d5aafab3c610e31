import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { documents } from './documents';
import { bytes } from './versions';

/**
 * A document's shared (Yjs) state for live co-editing, kept beside its HTML. `contentHash` is the
 * SHA-256 of the document's `content` the state was last saved as: a document saved since by another
 * path (the REST API, a restore, accepted suggestions) no longer matches, and its state takes that
 * text in before anyone edits it (see server/modules/collab).
 */
export const documentCollab = pgTable('document_collab', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  state: bytes('state').notNull(),
  contentHash: text('content_hash').notNull(),
  updatedAt: updatedAt(),
});
