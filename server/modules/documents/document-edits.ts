import type { VersionSource } from '../../../common/versions';
import type { Db } from '../../db/database';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { getVersion, headId, recordVersion } from '../versions/versions.service';
import * as q from './documents.queries';
import { DOCUMENT_NOT_FOUND, toDocumentDto } from './documents.service';

type Key = { id: string; userId: string };
type Edit = (current: q.DocumentRow, tx: Db) => Promise<{ title: string; content: string }>;

/**
 * Changes a document in one transaction: locks it, keeps its current state as a version (the
 * "before"), writes the edit and records it as a new version of `source` (the "after").
 */
export async function applyEdit(ctx: AppContext, key: Key, source: VersionSource, edit: Edit) {
  const result = await ctx.database.db.transaction(async (tx) => {
    const current = await q.lockDocument(tx, key);
    if (!current) throw notFound(DOCUMENT_NOT_FOUND);
    await headId(ctx, tx, current);
    const next = await edit(current, tx);
    const content = sanitizeHtml(next.content);
    const row = await q.updateDocument(tx, key, { title: next.title, content, updatedAt: ctx.clock.now() });
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    const version = await recordVersion(ctx, tx, {
      documentId: row.id,
      userId: key.userId,
      title: row.title,
      content: row.content,
      source,
    });
    return { document: toDocumentDto(row), etag: version.id };
  });
  void ctx.events.publish(key.userId, { entity: 'document', action: 'updated', id: key.id });
  void ctx.events.publish(key.userId, { entity: 'version', action: 'created', id: result.etag, parentId: key.id });
  return result;
}

/** Makes an earlier version current again, as a new version: nothing is lost. */
export const restoreVersion = (ctx: AppContext, key: Key, versionId: string) =>
  applyEdit(ctx, key, 'restore', async (_current, tx) => {
    const version = await getVersion(ctx, { documentId: key.id, userId: key.userId, id: versionId }, tx);
    return { title: version.title, content: version.content };
  });
