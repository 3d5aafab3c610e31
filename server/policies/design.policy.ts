import type { Placeholder } from 'drizzle-orm';
import { designs } from '../db/schema/designs';
import { type Actor, type TeamItem, teamItemRules } from './policy';
import { type TeamItemColumns, teamItemScope } from './team-scope';

/** What a design rule reads of the design: whose it is, its team and the asker's role in it. */
export type DesignSubject = TeamItem;

/** Who may do what with a design and its chat: its owner, and its team's members by role (as for documents). */
export const designPolicy = {
  /** See it and its chat. */
  read: (actor: Actor, design: DesignSubject) => teamItemRules.read(actor, design),
  /** Change its title, notes or image. */
  update: (actor: Actor, design: DesignSubject) => teamItemRules.write(actor, design),
  /** Write in its chat and ask the AI about it. */
  chat: (actor: Actor, design: DesignSubject) => teamItemRules.write(actor, design),
  delete: (actor: Actor, design: DesignSubject) => teamItemRules.delete(actor, design),
  /** Share it: make, show or revoke its read-only link, or put it in a team or take it out. Its owner only. */
  share: (actor: Actor, design: DesignSubject) => teamItemRules.share(actor, design),
};

/** The designs a member sees in lists and search, as a SQL condition, as `documentScope` is for documents. */
export const designScope = (reader: string | Placeholder, table: TeamItemColumns = designs) => teamItemScope(reader, table);
