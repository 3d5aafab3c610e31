import type { Placeholder } from 'drizzle-orm';
import { products } from '../db/schema/products';
import { type Actor, type TeamItem, teamItemRules } from './policy';
import { type TeamItemColumns, teamItemScope } from './team-scope';

/** What a product rule reads of the product: whose it is, its team and the asker's role in it. */
export type ProductSubject = TeamItem;

/** Who may do what with a product, its facts and what it holds: its owner, and its team's members by role. */
export const productPolicy = {
  /** See it and its facts. */
  read: (actor: Actor, product: ProductSubject) => teamItemRules.read(actor, product),
  /** Rename it, change its instructions or facts, put a chat, document or design in it. */
  update: (actor: Actor, product: ProductSubject) => teamItemRules.write(actor, product),
  delete: (actor: Actor, product: ProductSubject) => teamItemRules.delete(actor, product),
  /** Put it in a team or take it out: its owner only. */
  share: (actor: Actor, product: ProductSubject) => teamItemRules.share(actor, product),
};

/** The products a member sees in lists, as a SQL condition: the `read` rule written for the database. */
export const productScope = (reader: string | Placeholder, table: TeamItemColumns = products) => teamItemScope(reader, table);
