import { type AnyPgColumn, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CommentAnchor } from '../../../common/comments';
import { users } from './auth';
import { at, createdAt, id } from './columns';
import { documents } from './documents';

/**
 * Comments on documents. A thread is a row without `parent_id` (its `anchor` the quoted passage, or
 * null for the whole document; `resolved_at` set while it is resolved); its replies are rows whose
 * `parent_id` names it. They go with their document, and with their author's account.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    anchor: jsonb('anchor').$type<CommentAnchor>(),
    resolvedAt: at('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('comments_document_idx').on(t.documentId, t.createdAt), index('comments_parent_idx').on(t.parentId)],
);

/**
 * A user's in-app notifications: for now, that someone mentioned them in a comment. They go with the
 * comment (and so with its document) and with either account.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['mention'] }).notNull(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
