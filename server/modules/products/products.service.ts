import { productDto, type DeleteProductQuery, type ProductBody, type UpdateProductBody } from '../../../common/products';
import type { Db } from '../../db/database';
import { toDto } from '../../db/dto-columns';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { authorize, permissionsOf, type ActionOf } from '../../policies/can';
import type { Ask, Member } from '../../policies/policy';
import { productScope } from '../../policies/product.policy';
import { releaseProductDesigns } from '../designs/designs.service';
import { releaseProductDocuments } from '../documents/documents.service';
import * as q from './products.queries';
import { publishMove, publishToItem, teamChoice, withTeamAccess } from '../teams/teams.service';

export const PRODUCT_NOT_FOUND = 'Product not found';
const ONLY_OWNER_MOVES = 'Only its owner puts a product in a team or takes it out';
const ITEMS_OF_OTHERS = "items: only the product's creator deletes its items with it; send items=keep";

export const toProductDto = toDto(productDto);

/** The product `ask` names, if its actor may `action` it; 404 when there is none or the actor may not see it. */
export async function loadProduct<A extends ActionOf<'product'>>(ctx: AppContext, ask: Ask, action: A, db: Db = ctx.database.db) {
  const product = await withTeamAccess(db, ask.actor, await q.getProductById(db, ask.id));
  return authorize(ask.actor, action, { product }, { hidden: PRODUCT_NOT_FOUND });
}

export const listProducts = async (ctx: AppContext, reader: Member) =>
  (await q.listProducts(ctx.database.db, productScope(reader.id))).map(toProductDto);

export async function getProduct(ctx: AppContext, ask: Ask) {
  const row = await loadProduct(ctx, ask, 'read');
  return toProductDto({ ...row, permissions: permissionsOf(ask.actor, { product: row }) });
}

export async function createProduct(ctx: AppContext, actor: Member, body: ProductBody) {
  const now = ctx.clock.now();
  const teamId = await teamChoice(ctx.database.db, actor, body.teamId);
  const row = await q.insertProduct(ctx.database.db, {
    userId: actor.id,
    teamId,
    name: body.name,
    description: body.description ?? '',
    instructions: body.instructions ?? '',
    createdAt: now,
    updatedAt: now,
  });
  void publishToItem(ctx, row, { entity: 'product', action: 'created', id: row.id, title: row.name });
  return toProductDto(row);
}

export async function updateProduct(ctx: AppContext, ask: Ask, body: UpdateProductBody) {
  const { teamId: askedTeam, ...fields } = body;
  const product = await loadProduct(ctx, ask, 'update');
  // Putting it in a team, or taking it out, is its owner's alone.
  if (askedTeam !== undefined) authorize(ask.actor, 'share', { product }, { forbidden: ONLY_OWNER_MOVES });
  const teamId = await teamChoice(ctx.database.db, ask.actor, askedTeam);
  const row = await q.updateProduct(ctx.database.db, product, {
    ...fields,
    ...(teamId !== undefined ? { teamId } : {}),
    updatedAt: ctx.clock.now(),
  });
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  void publishMove(ctx, row, [product.teamId, row.teamId], { entity: 'product', action: 'updated', id: row.id, title: row.name });
  return toProductDto(row);
}

/**
 * Deletes the product and its facts in one transaction with what happens to its chats, documents and
 * designs: moved to no product (`keep`) or deleted (`delete`). The product stays locked meanwhile, so
 * nothing moves into it unseen; the database refuses the deletion if anything still points at it.
 */
export async function deleteProduct(ctx: AppContext, ask: Ask, { items }: DeleteProductQuery) {
  const { item, documentIds, designIds } = await ctx.database.db.transaction(async (tx) => {
    const locked = await withTeamAccess(tx, ask.actor, await q.lockProduct(tx, ask.id));
    const product = authorize(ask.actor, 'delete', { product: locked }, { hidden: PRODUCT_NOT_FOUND });
    // A team owner deleting a member's product leaves its items to their owners: only its creator deletes them with it.
    if (items === 'delete' && product.userId !== ask.actor.id) throw badRequest(ITEMS_OF_OTHERS);
    const documentIds = await releaseProductDocuments(tx, product, items);
    const designIds = await releaseProductDesigns(tx, product, items);
    if (!(await q.deleteProduct(tx, product))) throw notFound(PRODUCT_NOT_FOUND);
    return { item: product, documentIds, designIds };
  });
  if (items === 'delete') {
    for (const id of documentIds) void publishToItem(ctx, item, { entity: 'document', action: 'deleted', id });
    for (const id of designIds) void publishToItem(ctx, item, { entity: 'design', action: 'deleted', id });
  }
  void publishToItem(ctx, item, { entity: 'product', action: 'deleted', id: ask.id });
  return { documents: documentIds.length, designs: designIds.length };
}
