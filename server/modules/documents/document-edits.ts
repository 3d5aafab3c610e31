import type { VersionSource } from '../../../common/versions';
import type { Db } from '../../db/database';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { type Allowed, authorize } from '../../policies/can';
import type { Ask } from '../../policies/policy';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { getVersion, headId, recordVersion } from '../versions/versions.service';
import * as q from './documents.queries';
import { DOCUMENT_NOT_FOUND, toDocumentDto } from './documents.service';
import { publishToItem, withTeamAccess } from '../teams/teams.service';

type Edit = (current: Allowed<q.DocumentRow, 'update'>, tx: Db) => Promise<{ title: string; content: string }>;

/**
 * Changes a document in one transaction: locks it, keeps its current state as a version (the
 * "before"), writes the edit and records it as a new version of `source` (the "after").
 */
export async function applyEdit(ctx: AppContext, ask: Ask, source: VersionSource, edit: Edit) {
  const result = await ctx.database.db.transaction(async (tx) => {
    const locked = await withTeamAccess(tx, ask.actor, await q.lockDocument(tx, ask.id));
    const current = authorize(ask.actor, 'update', { document: locked }, { hidden: DOCUMENT_NOT_FOUND });
    await headId(ctx, tx, current);
    const next = await edit(current, tx);
    const content = sanitizeHtml(next.content);
    const row = await q.updateDocument(tx, current, { title: next.title, content, updatedAt: ctx.clock.now() });
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    const version = await recordVersion(ctx, tx, {
      documentId: row.id,
      userId: ask.actor.id,
      title: row.title,
      content: row.content,
      source,
    });
    return { document: toDocumentDto(row), etag: version.id, item: { userId: current.userId, teamId: current.teamId } };
  });
  void publishToItem(ctx, result.item, { entity: 'document', action: 'updated', id: ask.id });
  void publishToItem(ctx, result.item, { entity: 'version', action: 'created', id: result.etag, parentId: ask.id });
  return result;
}

/** Makes an earlier version current again, as a new version: nothing is lost. */
export const restoreVersion = (ctx: AppContext, ask: Ask, versionId: string) =>
  applyEdit(ctx, ask, 'restore', async (current, tx) => {
    const version = await getVersion(ctx, current, versionId, tx);
    return { title: version.title, content: version.content };
  });
