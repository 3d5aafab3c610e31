import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productFacts, products } from '../../db/schema/products';
import { isUuid } from '../../lib/ids';
import type { Allowed } from '../../policies/can';
import type { ProductContextRow } from './product-context';

export type ProductRow = typeof products.$inferSelect;
export type FactRow = typeof productFacts.$inferSelect;
/** A product the policies let someone `A` (`authorize` in `server/policies/can.ts`): what writes take. */
type Decided<A extends string> = Allowed<{ id: string }, A>;

const byId = (id: string) => eq(products.id, id);

/** The products `scope` lets the reader see (`productScope`), by name. */
export const listProducts = (db: Db, scope: SQL | undefined) =>
  db.select().from(products).where(scope).orderBy(asc(products.name), asc(products.createdAt));

/** The product with its owner, whoever asks: the caller authorizes it before anything leaves the server. */
export async function getProductById(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(products).where(byId(id));
  return row;
}

/** The product, locked until the transaction ends: no item moves into it while it is being deleted. */
export async function lockProduct(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(products).where(byId(id)).for('update');
  return row;
}

export async function insertProduct(db: Db, row: typeof products.$inferInsert) {
  const [created] = await db.insert(products).values(row).returning();
  if (!created) throw new Error('product insert returned nothing');
  return created;
}

export async function updateProduct(db: Db, product: Decided<'update'>, changes: Partial<typeof products.$inferInsert>) {
  const [row] = await db.update(products).set(changes).where(byId(product.id)).returning();
  return row;
}

/** Deletes the product and its facts; refused by the database while a chat, document or design is still in it. */
export async function deleteProduct(db: Db, product: Decided<'delete'>) {
  return (await db.delete(products).where(byId(product.id)).returning({ id: products.id })).length === 1;
}

export const listFacts = (db: Db, product: Decided<'read'>) =>
  db.select().from(productFacts).where(eq(productFacts.productId, product.id)).orderBy(asc(productFacts.key));

const factOf = (product: { id: string }, factId: string) => and(eq(productFacts.productId, product.id), eq(productFacts.id, factId));

export async function insertFact(db: Db, product: Decided<'update'>, row: Omit<typeof productFacts.$inferInsert, 'productId'>) {
  const [created] = await db
    .insert(productFacts)
    .values({ ...row, productId: product.id })
    .returning();
  if (!created) throw new Error('fact insert returned nothing');
  return created;
}

/** Changes a fact of the product; undefined when the product has no fact `factId`. */
export async function updateFact(db: Db, product: Decided<'update'>, factId: string, changes: Partial<typeof productFacts.$inferInsert>) {
  if (!isUuid(factId)) return undefined;
  const [row] = await db.update(productFacts).set(changes).where(factOf(product, factId)).returning();
  return row;
}

export async function deleteFact(db: Db, product: Decided<'update'>, factId: string) {
  if (!isUuid(factId)) return false;
  return (await db.delete(productFacts).where(factOf(product, factId)).returning({ id: productFacts.id })).length === 1;
}

/** A product as a chat of it reads it (name, instructions, facts by key), for an item whose `product_id` is `id`; null for none. */
export async function productContext(db: Db, id: string | null): Promise<ProductContextRow> {
  if (!id) return null;
  const [product] = await db.select({ name: products.name, instructions: products.instructions }).from(products).where(byId(id));
  if (!product) return null;
  const facts = await db
    .select({ key: productFacts.key, value: productFacts.value })
    .from(productFacts)
    .where(eq(productFacts.productId, id))
    .orderBy(asc(productFacts.key));
  return { ...product, facts };
}
