import type { Placeholder } from 'drizzle-orm';
import { documents } from '../db/schema/documents';
import { type Actor, type TeamItem, teamItemRules } from './policy';
import { type TeamItemColumns, teamItemScope } from './team-scope';

/** What a document rule reads of the document: whose it is, its team and the asker's role in it. */
export type DocumentSubject = TeamItem;

/**
 * Who may do what with a document and with everything that hangs off it (its chat, remembered facts,
 * versions, suggested edits, exports): its owner, and the members of its team by role (a viewer reads,
 * an editor also saves and chats, a team owner also deletes). A share link becomes another clause here.
 */
export const documentPolicy = {
  /** See it, its chat, facts, versions and pending suggestions; export it. */
  read: (actor: Actor, doc: DocumentSubject) => teamItemRules.read(actor, doc),
  /** Read and write its comments: whoever reads it (a team's viewers comment too, a share link's visitors do not). */
  comment: (actor: Actor, doc: DocumentSubject) => teamItemRules.read(actor, doc),
  /** Save it, restore a version, accept or reject a suggestion. */
  update: (actor: Actor, doc: DocumentSubject) => teamItemRules.write(actor, doc),
  /** Write in its chat and ask the AI about it: messages, replies, analysis, facts, suggestions. */
  chat: (actor: Actor, doc: DocumentSubject) => teamItemRules.write(actor, doc),
  delete: (actor: Actor, doc: DocumentSubject) => teamItemRules.delete(actor, doc),
  /** Share it: make, show or revoke its read-only link, or put it in a team or take it out. Its owner only. */
  share: (actor: Actor, doc: DocumentSubject) => teamItemRules.share(actor, doc),
};

/**
 * The documents a member sees in lists and search, as a SQL condition: the `read` rule written for the
 * database. `reader` is the member's id (or its placeholder in a prepared statement); `table` may be an
 * alias of `documents` (`alias(documents, 'd')`) in a query that names it so.
 */
export const documentScope = (reader: string | Placeholder, table: TeamItemColumns = documents) => teamItemScope(reader, table);
