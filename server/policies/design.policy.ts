import { eq, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { designs } from '../db/schema/designs';
import { type Actor, isOwner } from './policy';

/** What a design rule reads of the design: whose it is. */
export type DesignSubject = { userId: string };

/** Who may do what with a design and its chat. Today only its owner; shares and team roles come here. */
export const designPolicy = {
  /** See it and its chat. */
  read: (actor: Actor, design: DesignSubject) => isOwner(actor, design),
  /** Change its title, notes or image. */
  update: (actor: Actor, design: DesignSubject) => isOwner(actor, design),
  /** Write in its chat and ask the AI about it. */
  chat: (actor: Actor, design: DesignSubject) => isOwner(actor, design),
  /** Make, show or revoke its read-only share link. */
  share: (actor: Actor, design: DesignSubject) => isOwner(actor, design),
  delete: (actor: Actor, design: DesignSubject) => isOwner(actor, design),
};

/** The designs a member sees in lists and search, as a SQL condition, as `documentScope` is for documents. */
export const designScope = (reader: string | Placeholder, table: { userId: PgColumn } = designs) => eq(table.userId, reader);
