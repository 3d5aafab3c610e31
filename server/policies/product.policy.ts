import { eq, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { products } from '../db/schema/products';
import { type Actor, isOwner } from './policy';

/** What a product rule reads of the product: whose it is. */
export type ProductSubject = { userId: string };

/**
 * Who may do what with a product, its facts and what it holds. Only its owner does anything today;
 * a team's product adds clauses here (and to the scope below).
 */
export const productPolicy = {
  /** See it and its facts. */
  read: (actor: Actor, product: ProductSubject) => isOwner(actor, product),
  /** Rename it, change its instructions or facts, put a chat, document or design in it. */
  update: (actor: Actor, product: ProductSubject) => isOwner(actor, product),
  delete: (actor: Actor, product: ProductSubject) => isOwner(actor, product),
};

/** The products a member sees in lists, as a SQL condition: the `read` rule written for the database. */
export const productScope = (reader: string | Placeholder, table: { userId: PgColumn } = products) => eq(table.userId, reader);
