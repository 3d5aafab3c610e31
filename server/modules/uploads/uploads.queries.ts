import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/designs';

export async function insertUpload(db: Db, row: typeof uploads.$inferInsert) {
  const [saved] = await db.insert(uploads).values(row).returning();
  if (!saved) throw new Error('upload insert returned nothing');
  return saved;
}

export async function getUploadByKey(db: Db, { storageKey, userId }: { storageKey: string; userId: string }) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.storageKey, storageKey), eq(uploads.userId, userId)));
  return row;
}
