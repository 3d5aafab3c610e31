import { eq, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { documents } from '../db/schema/documents';
import { type Actor, isOwner } from './policy';

/** What a document rule reads of the document: whose it is. */
export type DocumentSubject = { userId: string };

/**
 * Who may do what with a document and with everything that hangs off it (its chat, remembered facts,
 * versions, suggested edits, exports). Today only its owner does anything; a share link or a team role
 * (issue 32) becomes another clause here, e.g. `read` for a viewer, `update` and `chat` for an editor.
 */
export const documentPolicy = {
  /** See it, its chat, facts, versions and pending suggestions; export it. */
  read: (actor: Actor, doc: DocumentSubject) => isOwner(actor, doc),
  /** Save it, restore a version, accept or reject a suggestion. */
  update: (actor: Actor, doc: DocumentSubject) => isOwner(actor, doc),
  /** Write in its chat and ask the AI about it: messages, replies, analysis, facts, suggestions. */
  chat: (actor: Actor, doc: DocumentSubject) => isOwner(actor, doc),
  /** Make, show or revoke its read-only share link. */
  share: (actor: Actor, doc: DocumentSubject) => isOwner(actor, doc),
  delete: (actor: Actor, doc: DocumentSubject) => isOwner(actor, doc),
};

/**
 * The documents a member sees in lists and search, as a SQL condition: the `read` rule written for the
 * database. `reader` is the member's id (or its placeholder in a prepared statement); `table` may be an
 * alias of `documents` (`alias(documents, 'd')`) in a query that names it so.
 */
export const documentScope = (reader: string | Placeholder, table: { userId: PgColumn } = documents) => eq(table.userId, reader);
