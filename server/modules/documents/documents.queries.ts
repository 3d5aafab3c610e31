import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema/documents';
import { isUuid } from '../../lib/ids';

export type DocumentRow = typeof documents.$inferSelect;
type Owned = { id: string; userId: string };

const owned = ({ id, userId }: Owned) => and(eq(documents.id, id), eq(documents.userId, userId));

/** The user's documents, newest first, without their content. */
export const listDocuments = (db: Db, { userId }: { userId: string }) =>
  db
    .select({
      id: documents.id,
      title: documents.title,
      type: documents.type,
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt));

export async function getDocumentById(db: Db, key: Owned): Promise<DocumentRow | undefined> {
  if (!isUuid(key.id)) return undefined;
  const [row] = await db.select().from(documents).where(owned(key));
  return row;
}

export async function insertDocument(db: Db, row: typeof documents.$inferInsert): Promise<DocumentRow> {
  const [created] = await db.insert(documents).values(row).returning();
  if (!created) throw new Error('document insert returned nothing');
  return created;
}

export async function updateDocument(
  db: Db,
  key: Owned,
  changes: Partial<Pick<DocumentRow, 'title' | 'content' | 'type' | 'updatedAt'>>,
): Promise<DocumentRow | undefined> {
  if (!isUuid(key.id)) return undefined;
  const [row] = await db.update(documents).set(changes).where(owned(key)).returning();
  return row;
}

export async function deleteDocument(db: Db, key: Owned): Promise<boolean> {
  if (!isUuid(key.id)) return false;
  const rows = await db.delete(documents).where(owned(key)).returning({ id: documents.id });
  return rows.length === 1;
}
