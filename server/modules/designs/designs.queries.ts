import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designMessages, designs } from '../../db/schema/designs';
import { isUuid } from '../../lib/ids';

export type DesignRow = typeof designs.$inferSelect;
export type DesignMessageRow = typeof designMessages.$inferSelect;
type Owned = { id: string; userId: string };

const owned = ({ id, userId }: Owned) => and(eq(designs.id, id), eq(designs.userId, userId));

/** The user's designs, newest first, without their content. */
export const listDesigns = (db: Db, { userId }: { userId: string }) =>
  db
    .select({
      id: designs.id,
      title: designs.title,
      imageUrl: designs.imageUrl,
      createdAt: designs.createdAt,
      updatedAt: designs.updatedAt,
    })
    .from(designs)
    .where(eq(designs.userId, userId))
    .orderBy(desc(designs.createdAt));

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
  db
    .select()
    .from(designMessages)
    .where(eq(designMessages.designId, designId))
    .orderBy(asc(designMessages.seq));

export async function insertDesignMessage(db: Db, row: typeof designMessages.$inferInsert) {
  const [saved] = await db.insert(designMessages).values(row).returning();
  if (!saved) throw new Error('design message insert returned nothing');
  return saved;
}
