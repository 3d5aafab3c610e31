import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { designSummaryDto } from '../../../common/designs';
import type { ProductItems } from '../../../common/products';
import type { Db } from '../../db/database';
import { columnsOf } from '../../db/dto-columns';
import { designs } from '../../db/schema/designs';
import type { ChatTurn } from '../../ai/types';
import { isUuid } from '../../lib/ids';
import type { Allowed } from '../../policies/can';
import { chatPromptSql, historySql } from '../chat/chat.queries';
import { inProduct } from '../products/product-choice';

export type DesignRow = typeof designs.$inferSelect;
/** A design the policies let someone `A` (`authorize` in `server/policies/can.ts`): what writes take. */
type Decided<A extends string> = Allowed<{ id: string }, A>;

const byId = (id: string) => eq(designs.id, id);

const summaryColumns = columnsOf(designs, designSummaryDto);

/** The designs `scope` lets the reader see (`designScope`), newest first, without their content; of one product when `productId` says (`none`: of none). */
export const listDesigns = (db: Db, scope: SQL | undefined, productId?: string) =>
  db
    .select(summaryColumns)
    .from(designs)
    .where(and(scope, inProduct(designs.productId, productId)))
    .orderBy(desc(designs.createdAt));

/** The design with its owner, whoever asks: the caller authorizes it before anything leaves the server. */
export async function getDesignById(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(designs).where(byId(id));
  return row;
}

export async function insertDesign(db: Db, row: typeof designs.$inferInsert) {
  const [created] = await db.insert(designs).values(row).returning();
  if (!created) throw new Error('design insert returned nothing');
  return created;
}

export async function updateDesign(db: Db, design: Decided<'update'>, changes: Partial<typeof designs.$inferInsert>) {
  const [row] = await db.update(designs).set(changes).where(byId(design.id)).returning();
  return row;
}

export async function deleteDesign(db: Db, design: Decided<'delete'>) {
  return (await db.delete(designs).where(byId(design.id)).returning({ id: designs.id })).length === 1;
}

export type DesignChatRow = { design: DesignRow; history: ChatTurn[]; prompt: string | null };

/** The design (with its owner), its last `limit` messages (oldest first) and the admin's chat prompt, in one round trip. */
export async function getDesignChat(db: Db, id: string, limit: number): Promise<DesignChatRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ design: designs, history: historySql('design', sql`${id}`, sql`${limit}`), prompt: chatPromptSql })
    .from(designs)
    .where(byId(id));
  return row;
}

/** Moves a product's designs to no product (`keep`) or deletes them (`delete`); answers their ids. */
export async function releaseProduct(db: Db, product: Decided<'delete'>, items: ProductItems) {
  const mine = eq(designs.productId, product.id);
  const rows =
    items === 'keep'
      ? await db.update(designs).set({ productId: null }).where(mine).returning({ id: designs.id })
      : await db.delete(designs).where(mine).returning({ id: designs.id });
  return rows.map((r) => r.id);
}
