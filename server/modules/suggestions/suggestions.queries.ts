import { and, asc, eq } from 'drizzle-orm';
import type { SuggestionOperation } from '../../../common/versions';
import type { Db } from '../../db/database';
import { documentSuggestions } from '../../db/schema/versions';
import { isUuid } from '../../lib/ids';

export type SuggestionRow = Omit<typeof documentSuggestions.$inferSelect, 'operation'> & { operation: SuggestionOperation };
type OfDocument = { documentId: string; userId: string };
const ofDocument = ({ documentId, userId }: OfDocument) =>
  and(eq(documentSuggestions.documentId, documentId), eq(documentSuggestions.userId, userId));

/** The pending suggestions of one of the user's documents, in the order they were proposed. */
export const listPending = (db: Db, key: OfDocument) =>
  db
    .select()
    .from(documentSuggestions)
    .where(and(ofDocument(key), eq(documentSuggestions.status, 'pending')))
    .orderBy(asc(documentSuggestions.seq)) as Promise<SuggestionRow[]>;

/** A pending suggestion of the user's document, locked until the transaction ends. */
export async function lockPending(db: Db, key: OfDocument & { id: string }): Promise<SuggestionRow | undefined> {
  if (!isUuid(key.id)) return undefined;
  const [row] = await db
    .select()
    .from(documentSuggestions)
    .where(and(ofDocument(key), eq(documentSuggestions.id, key.id), eq(documentSuggestions.status, 'pending')))
    .for('update');
  return row as SuggestionRow | undefined;
}

/** New proposals replace the pending ones: a fresh review supersedes the last. */
export async function replacePending(db: Db, key: OfDocument, rows: { reason: string; operation: SuggestionOperation; createdAt: Date }[]) {
  await db.delete(documentSuggestions).where(and(ofDocument(key), eq(documentSuggestions.status, 'pending')));
  if (rows.length === 0) return [];
  return (await db
    .insert(documentSuggestions)
    .values(rows.map((r) => ({ ...key, ...r })))
    .returning()) as SuggestionRow[];
}

export async function settle(db: Db, key: OfDocument & { id: string }, status: 'accepted' | 'rejected'): Promise<boolean> {
  if (!isUuid(key.id)) return false;
  const rows = await db
    .update(documentSuggestions)
    .set({ status })
    .where(and(ofDocument(key), eq(documentSuggestions.id, key.id), eq(documentSuggestions.status, 'pending')))
    .returning({ id: documentSuggestions.id });
  return rows.length === 1;
}
