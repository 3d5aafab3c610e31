import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { memories } from '../../db/schema/documents';

export type MemoryRow = typeof memories.$inferSelect;

export const listMemories = (db: Db, { documentId }: { documentId: string }) =>
  db.select().from(memories).where(eq(memories.documentId, documentId)).orderBy(desc(memories.importance), memories.key);

export async function upsertMemory(db: Db, row: { documentId: string; key: string; value: string; importance: number; now: Date }) {
  const [saved] = await db
    .insert(memories)
    .values({ documentId: row.documentId, key: row.key, value: row.value, importance: row.importance })
    .onConflictDoUpdate({
      target: [memories.documentId, memories.key],
      // Saving a fact the model proposed keeps it.
      set: { value: row.value, importance: row.importance, proposed: false, updatedAt: row.now },
    })
    .returning();
  if (!saved) throw new Error('memory upsert returned nothing');
  return saved;
}

export async function deleteMemory(db: Db, { documentId, key }: { documentId: string; key: string }) {
  const rows = await db
    .delete(memories)
    .where(and(eq(memories.documentId, documentId), eq(memories.key, key)))
    .returning({ id: memories.id });
  return rows.length === 1;
}

/** A fact the model proposes, unless the chat already remembers one under its key (kept or proposed). */
export async function proposeMemory(db: Db, row: { documentId: string; key: string; value: string; importance: number }) {
  const [saved] = await db
    .insert(memories)
    .values({ ...row, proposed: true })
    .onConflictDoNothing({ target: [memories.documentId, memories.key] })
    .returning();
  return saved;
}
