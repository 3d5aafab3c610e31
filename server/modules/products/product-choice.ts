import { eq, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { NO_PRODUCT } from '../../../common/products';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { can } from '../../policies/can';
import type { Member } from '../../policies/policy';
import { withTeamAccess } from '../teams/teams.service';
import { getProductById } from './products.queries';

/**
 * The product a chat, document or design is put in: null (or undefined, left as it is) for none. A
 * product the actor may not put things in, or none at all, is refused as a bad reference (400), as
 * another user's upload named in a body is: the same answer for both, so it tells nothing of others.
 */
export async function productChoice(db: Db, actor: Member, productId: string | null | undefined): Promise<string | null | undefined> {
  if (productId === undefined || productId === null) return productId;
  const product = await withTeamAccess(db, actor, await getProductById(db, productId));
  if (!product || !can(actor, 'update', { product })) throw badRequest('productId: no such product of yours');
  return product.id;
}

/** A list's filter on its `product_id` column: the items of one product, those of none (`none`), or all (undefined). */
export const inProduct = (column: PgColumn, productId: string | undefined) =>
  productId === undefined ? undefined : productId === NO_PRODUCT ? isNull(column) : eq(column, productId);
