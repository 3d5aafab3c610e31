import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SHARE_KINDS } from '../../../common/sharing';
import { users } from './auth';
import { at, createdAt, id } from './columns';
import { designs } from './designs';
import { documents } from './documents';

/**
 * Read-only links to a document (or chat) or a design. The token is looked up by its SHA-256 and
 * kept otherwise only sealed (AES-256-GCM under the server's key), so that its owner can copy the
 * link again; the database alone never yields a working link. A link is live until `revokedAt` or `expiresAt`; an item
 * has at most one live link; deleting the item (or its owner) deletes its links.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    /** SHA-256 (hex) of the link's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The token sealed with the server's key (`ctx.sealer`): what the owner's Share dialog shows. */
    tokenSealed: text('token_sealed').notNull(),
    kind: text('kind', { enum: SHARE_KINDS }).notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('share_links_one_item', sql`num_nonnulls(${t.documentId}, ${t.designId}) = 1`),
    // One unrevoked link per item: creating twice at once cannot leave two.
    uniqueIndex('share_links_live_document_idx')
      .on(t.documentId)
      .where(sql`${t.revokedAt} IS NULL`),
    uniqueIndex('share_links_live_design_idx')
      .on(t.designId)
      .where(sql`${t.revokedAt} IS NULL`),
    index('share_links_user_idx').on(t.userId),
  ],
);
