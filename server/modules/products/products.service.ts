import { productDto, type DeleteProductQuery, type ProductBody, type UpdateProductBody } from '../../../common/products';
import type { Db } from '../../db/database';
import { toDto } from '../../db/dto-columns';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { authorize, type ActionOf } from '../../policies/can';
import type { Ask, Member } from '../../policies/policy';
import { productScope } from '../../policies/product.policy';
import { releaseProductDesigns } from '../designs/designs.service';
import { releaseProductDocuments } from '../documents/documents.service';
import * as q from './products.queries';

export const PRODUCT_NOT_FOUND = 'Product not found';

export const toProductDto = toDto(productDto);

/** The product `ask` names, if its actor may `action` it; 404 when there is none or the actor may not see it. */
export async function loadProduct<A extends ActionOf<'product'>>(ctx: AppContext, ask: Ask, action: A, db: Db = ctx.database.db) {
  return authorize(ask.actor, action, { product: await q.getProductById(db, ask.id) }, { hidden: PRODUCT_NOT_FOUND });
}

export const listProducts = async (ctx: AppContext, reader: Member) =>
  (await q.listProducts(ctx.database.db, productScope(reader.id))).map(toProductDto);

export const getProduct = async (ctx: AppContext, ask: Ask) => toProductDto(await loadProduct(ctx, ask, 'read'));

export async function createProduct(ctx: AppContext, actor: Member, body: ProductBody) {
  const now = ctx.clock.now();
  const row = await q.insertProduct(ctx.database.db, {
    userId: actor.id,
    name: body.name,
    description: body.description ?? '',
    instructions: body.instructions ?? '',
    createdAt: now,
    updatedAt: now,
  });
  void ctx.events.publish(actor.id, { entity: 'product', action: 'created', id: row.id, title: row.name });
  return toProductDto(row);
}

export async function updateProduct(ctx: AppContext, ask: Ask, body: UpdateProductBody) {
  const product = await loadProduct(ctx, ask, 'update');
  const row = await q.updateProduct(ctx.database.db, product, { ...body, updatedAt: ctx.clock.now() });
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  void ctx.events.publish(product.userId, { entity: 'product', action: 'updated', id: row.id, title: row.name });
  return toProductDto(row);
}

/**
 * Deletes the product and its facts in one transaction with what happens to its chats, documents and
 * designs: moved to no product (`keep`) or deleted (`delete`). The product stays locked meanwhile, so
 * nothing moves into it unseen; the database refuses the deletion if anything still points at it.
 */
export async function deleteProduct(ctx: AppContext, ask: Ask, { items }: DeleteProductQuery) {
  const { userId, documentIds, designIds } = await ctx.database.db.transaction(async (tx) => {
    const product = authorize(ask.actor, 'delete', { product: await q.lockProduct(tx, ask.id) }, { hidden: PRODUCT_NOT_FOUND });
    const documentIds = await releaseProductDocuments(tx, product, items);
    const designIds = await releaseProductDesigns(tx, product, items);
    if (!(await q.deleteProduct(tx, product))) throw notFound(PRODUCT_NOT_FOUND);
    return { userId: product.userId, documentIds, designIds };
  });
  if (items === 'delete') {
    for (const id of documentIds) void ctx.events.publish(userId, { entity: 'document', action: 'deleted', id });
    for (const id of designIds) void ctx.events.publish(userId, { entity: 'design', action: 'deleted', id });
  }
  void ctx.events.publish(userId, { entity: 'product', action: 'deleted', id: ask.id });
  return { documents: documentIds.length, designs: designIds.length };
}
