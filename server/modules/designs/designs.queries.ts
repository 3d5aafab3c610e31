import { and, desc, eq, sql } from 'drizzle-orm';
import { designSummaryDto } from '../../../common/designs';
import type { Db } from '../../db/database';
import { columnsOf } from '../../db/dto-columns';
import { designs } from '../../db/schema/designs';
import type { ChatTurn } from '../../ai/types';
import { isUuid } from '../../lib/ids';
import { chatPromptSql, historySql } from '../chat/chat.queries';

export type DesignRow = typeof designs.$inferSelect;
type Owned = { id: string; userId: string };

const owned = ({ id, userId }: Owned) => and(eq(designs.id, id), eq(designs.userId, userId));

/** The user's designs, newest first, without their content. */
export const listDesigns = (db: Db, { userId }: { userId: string }) =>
  db.select(columnsOf(designs, designSummaryDto)).from(designs).where(eq(designs.userId, userId)).orderBy(desc(designs.createdAt));

export async function getDesignById(db: Db, key: Owned) {
  if (!isUuid(key.id)) return undefined;
  const [row] = await db.select().from(designs).where(owned(key));
  return row;
}

export async function insertDesign(db: Db, row: typeof designs.$inferInsert) {
  const [created] = await db.insert(designs).values(row).returning();
  if (!created) throw new Error('design insert returned nothing');
  return created;
}

export async function updateDesign(db: Db, key: Owned, changes: Partial<typeof designs.$inferInsert>) {
  if (!isUuid(key.id)) return undefined;
  const [row] = await db.update(designs).set(changes).where(owned(key)).returning();
  return row;
}

export async function deleteDesign(db: Db, key: Owned) {
  if (!isUuid(key.id)) return false;
  return (await db.delete(designs).where(owned(key)).returning({ id: designs.id })).length === 1;
}

export type DesignChatRow = { design: DesignRow; history: ChatTurn[]; prompt: string | null };

/** The user's design, its last `limit` messages (oldest first) and the admin's chat prompt, in one round trip. */
export async function getDesignChat(db: Db, key: Owned, limit: number): Promise<DesignChatRow | undefined> {
  if (!isUuid(key.id)) return undefined;
  const [row] = await db
    .select({ design: designs, history: historySql('design', sql`${key.id}`, sql`${limit}`), prompt: chatPromptSql })
    .from(designs)
    .where(owned(key));
  return row;
}
