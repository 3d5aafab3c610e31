import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { designSummaryDto } from '../../../common/designs';
import type { Db } from '../../db/database';
import { columnsOf } from '../../db/dto-columns';
import { designMessages, designs } from '../../db/schema/designs';
import type { ChatTurn } from '../../ai/types';
import { exactTime } from '../../db/sql-time';
import { isUuid } from '../../lib/ids';
import { chatPromptSql, earlierThanSql, historySql } from '../chat/chat.queries';

export type DesignRow = typeof designs.$inferSelect;
export type DesignMessageRow = typeof designMessages.$inferSelect;
type Owned = { id: string; userId: string };

const ordered = {
  table: designMessages,
  id: designMessages.id,
  parent: designMessages.designId,
  role: designMessages.role,
  content: designMessages.content,
  seq: designMessages.seq,
};

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

export const listDesignMessages = (db: Db, { designId }: { designId: string }) =>
  db.select().from(designMessages).where(eq(designMessages.designId, designId)).orderBy(asc(designMessages.seq));

/** Up to `limit` messages of the design's chat, newest first, written before the message `before` (from the last without it). */
export const listDesignMessagePage = (db: Db, { designId, limit, before }: { designId: string; limit: number; before?: string }) =>
  db
    .select({ ...getTableColumns(designMessages), position: exactTime(designMessages.createdAt) })
    .from(designMessages)
    .where(and(eq(designMessages.designId, designId), before ? earlierThanSql(ordered, sql`${designId}`, sql`${before}`) : undefined))
    .orderBy(desc(designMessages.seq))
    .limit(limit);

/** Whether the design's chat holds the message `id`. */
export async function holdsDesignMessage(db: Db, { designId, id }: { designId: string; id: string }) {
  const rows = await db
    .select({ id: designMessages.id })
    .from(designMessages)
    .where(and(eq(designMessages.designId, designId), eq(designMessages.id, id)));
  return rows.length > 0;
}

export async function insertDesignMessage(db: Db, row: typeof designMessages.$inferInsert) {
  const [saved] = await db.insert(designMessages).values(row).returning();
  if (!saved) throw new Error('design message insert returned nothing');
  return saved;
}

/** The last message of a design's chat. */
export async function lastDesignMessage(db: Db, designId: string) {
  const [row] = await db
    .select()
    .from(designMessages)
    .where(eq(designMessages.designId, designId))
    .orderBy(desc(designMessages.seq))
    .limit(1);
  return row;
}

export async function updateDesignMessage(db: Db, id: string, set: { content: string; cut: boolean }) {
  const [row] = await db.update(designMessages).set(set).where(eq(designMessages.id, id)).returning();
  if (!row) throw new Error('design message update returned nothing');
  return row;
}

export type DesignChatRow = { design: DesignRow; history: ChatTurn[]; prompt: string | null };

/** The user's design, its last `limit` messages (oldest first) and the admin's chat prompt, in one round trip. */
export async function getDesignChat(db: Db, key: Owned, limit: number): Promise<DesignChatRow | undefined> {
  if (!isUuid(key.id)) return undefined;
  const [row] = await db
    .select({ design: designs, history: historySql(ordered, sql`${key.id}`, sql`${limit}`), prompt: chatPromptSql })
    .from(designs)
    .where(owned(key));
  return row;
}
