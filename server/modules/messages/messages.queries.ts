import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema/documents';

export type MessageRow = typeof messages.$inferSelect;

export const listMessages = (db: Db, { documentId }: { documentId: string }) =>
  db.select().from(messages).where(eq(messages.documentId, documentId)).orderBy(asc(messages.seq));

/** The last `limit` messages, oldest first: what the engine sees of a long conversation. */
export async function recentMessages(db: Db, { documentId, limit }: { documentId: string; limit: number }) {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.documentId, documentId))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse();
}

export async function insertMessage(db: Db, row: typeof messages.$inferInsert): Promise<MessageRow> {
  const [saved] = await db.insert(messages).values(row).returning();
  if (!saved) throw new Error('message insert returned nothing');
  return saved;
}
