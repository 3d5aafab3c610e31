import * as Y from 'yjs';
import type { AppContext } from '../../lib/context';
import { sha256 } from '../../lib/crypto';
import * as documents from '../documents/documents.queries';
import { putHtml } from './collab-html';
import * as q from './collab.queries';

/**
 * The shared state a document opens with: the one kept, when the document was last saved from it;
 * else the kept one (or an empty one) made to hold the document's saved text. That first state is
 * claimed in the database, so two app servers opening it at once start from the same one (building
 * it twice would hold the text twice once merged).
 */
export async function openingState(ctx: AppContext, documentId: string): Promise<Uint8Array | null> {
  const { db } = ctx.database;
  const row = await documents.getDocumentById(db, documentId);
  if (!row) return null;
  const contentHash = sha256(row.content);
  const kept = await q.getState(db, documentId);
  if (kept?.contentHash === contentHash) return kept.state;
  const ydoc = new Y.Doc();
  if (kept) Y.applyUpdate(ydoc, kept.state);
  putHtml(ydoc, row.content);
  const state = Buffer.from(Y.encodeStateAsUpdate(ydoc));
  ydoc.destroy();
  const claimed = await q.claimState(db, { documentId, state, contentHash, previous: kept?.contentHash ?? null, now: ctx.clock.now() });
  return claimed ? state : ((await q.getState(db, documentId))?.state ?? state);
}
