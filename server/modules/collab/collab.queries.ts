import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documentCollab } from '../../db/schema/collab';

/** A document's shared state and the hash of the text it was saved as, if it has been co-edited. */
export async function getState(db: Db, documentId: string) {
  const [row] = await db
    .select({ state: documentCollab.state, contentHash: documentCollab.contentHash })
    .from(documentCollab)
    .where(eq(documentCollab.documentId, documentId));
  return row;
}

type StateRow = { documentId: string; state: Buffer; contentHash: string; now: Date };

/** A deleted document keeps no state: its row's foreign key refuses it, and that is not an error. */
const unlessDeleted = (err: { code?: string; cause?: { code?: string } }) => {
  if ((err.code ?? err.cause?.code) !== '23503') throw err;
  return [];
};

/** Keeps a document's shared state as saved now. */
export async function saveState(db: Db, row: StateRow) {
  const set = { state: row.state, contentHash: row.contentHash, updatedAt: row.now };
  await db
    .insert(documentCollab)
    .values({ documentId: row.documentId, ...set })
    .onConflictDoUpdate({ target: documentCollab.documentId, set })
    .catch(unlessDeleted);
}

/**
 * Keeps a state made from the saved text only if the kept one is still `previous` (null: none kept):
 * the answer says whether this one was kept; else another server's was.
 */
export async function claimState(db: Db, row: StateRow & { previous: string | null }): Promise<boolean> {
  const set = { state: row.state, contentHash: row.contentHash, updatedAt: row.now };
  const kept =
    row.previous === null
      ? await db
          .insert(documentCollab)
          .values({ documentId: row.documentId, ...set })
          .onConflictDoNothing()
          .returning({ id: documentCollab.documentId })
          .catch(unlessDeleted)
      : await db
          .update(documentCollab)
          .set(set)
          .where(and(eq(documentCollab.documentId, row.documentId), eq(documentCollab.contentHash, row.previous)))
          .returning({ id: documentCollab.documentId });
  return kept.length > 0;
}
