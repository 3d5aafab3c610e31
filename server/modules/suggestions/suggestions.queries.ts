import { and, asc, eq } from 'drizzle-orm';
import type { SuggestionOperation } from '../../../common/versions';
import type { Db } from '../../db/database';
import { documentSuggestions } from '../../db/schema/versions';
import { isUuid } from '../../lib/ids';
import type { Allowed } from '../../policies/can';

export type SuggestionRow = Omit<typeof documentSuggestions.$inferSelect, 'operation'> & { operation: SuggestionOperation };
/** A document the policies let someone `A` (`authorize` in `server/policies/can.ts`). */
type Decided<A extends string> = Allowed<{ id: string }, A>;
const pendingOf = (doc: { id: string }) => and(eq(documentSuggestions.documentId, doc.id), eq(documentSuggestions.status, 'pending'));

/** The pending suggestions of a document, in the order they were proposed. */
export const listPending = (db: Db, doc: Decided<'read'>) =>
  db.select().from(documentSuggestions).where(pendingOf(doc)).orderBy(asc(documentSuggestions.seq)) as Promise<SuggestionRow[]>;

/** A pending suggestion of the document, locked until the transaction ends. */
export async function lockPending(db: Db, doc: Decided<'update'>, id: string): Promise<SuggestionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(documentSuggestions)
    .where(and(pendingOf(doc), eq(documentSuggestions.id, id)))
    .for('update');
  return row as SuggestionRow | undefined;
}

/** New proposals (asked for by `userId`) replace the pending ones: a fresh review supersedes the last. */
export async function replacePending(
  db: Db,
  doc: Decided<'chat'>,
  userId: string,
  rows: { reason: string; operation: SuggestionOperation; createdAt: Date }[],
) {
  await db.delete(documentSuggestions).where(pendingOf(doc));
  if (rows.length === 0) return [];
  return (await db
    .insert(documentSuggestions)
    .values(rows.map((r) => ({ documentId: doc.id, userId, ...r })))
    .returning()) as SuggestionRow[];
}

/** One more proposal beside the pending ones (a model's edit in a chat). */
export async function addPending(
  db: Db,
  doc: Decided<'chat'>,
  userId: string,
  row: { reason: string; operation: SuggestionOperation; createdAt: Date },
) {
  const [saved] = await db
    .insert(documentSuggestions)
    .values({ documentId: doc.id, userId, ...row })
    .returning();
  return saved as SuggestionRow;
}

export async function settle(db: Db, doc: Decided<'update'>, id: string, status: 'accepted' | 'rejected'): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(documentSuggestions)
    .set({ status })
    .where(and(pendingOf(doc), eq(documentSuggestions.id, id)))
    .returning({ id: documentSuggestions.id });
  return rows.length === 1;
}
