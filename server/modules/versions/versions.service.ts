import { VERSION_COALESCE_MS, VERSION_PAUSE_MS, type VersionDto, type VersionSource, type VersionSummary } from '../../../common/versions';
import type { Db } from '../../db/database';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Allowed } from '../../policies/can';
import { pruneVersions } from './version-prune';
import { encode, readContent } from './version-store';
import * as q from './versions.queries';

export const VERSION_NOT_FOUND = 'Version not found';

type NewVersion = {
  documentId: string;
  userId: string;
  title: string;
  content: string;
  source: VersionSource;
  keepBase?: boolean;
  /** A version that stays as it is: later typing starts a version of its own (a document's first text). */
  alone?: boolean;
};

/** When a version that stands alone counts as opened: long enough ago that no save coalesces into it. */
const CLOSED = new Date(0);

/**
 * Records the document's new state as its newest version. Typing (source `user`) within a pause of
 * the previous save, and within 5 minutes of that version's start, updates it instead of adding
 * one; the version still gets a new id, so every save changes the ETag.
 */
export async function recordVersion(ctx: AppContext, tx: Db, v: NewVersion, knownHead?: q.VersionMeta): Promise<q.VersionMeta> {
  const now = ctx.clock.now();
  const head = knownHead ?? (await q.getHead(tx, v.documentId));
  const coalesce =
    v.source === 'user' &&
    !v.keepBase &&
    head?.source === 'user' &&
    now.getTime() - head.createdAt.getTime() < VERSION_PAUSE_MS &&
    now.getTime() - head.openedAt.getTime() < VERSION_COALESCE_MS;
  if (head && coalesce) {
    const stored = await encode(tx, v.documentId, v.content, head.id);
    return q.replaceVersion(tx, head.id, { ...stored, title: v.title, createdAt: now });
  }
  const stored = await encode(tx, v.documentId, v.content);
  const row = await q.insertVersion(tx, {
    documentId: v.documentId,
    userId: v.userId,
    source: v.source,
    title: v.title,
    ...stored,
    createdAt: now,
    openedAt: v.alone ? CLOSED : now,
  });
  await pruneVersions(tx, v.documentId, now);
  return row;
}

/**
 * The newest version, recording the document's current state first when it has none yet (documents
 * from before versions existed); `state` is read only then.
 */
export async function headVersion(
  ctx: AppContext,
  tx: Db,
  doc: { id: string; userId: string },
  state: () => Promise<{ title: string; content: string }>,
) {
  return (
    (await q.getHead(tx, doc.id)) ?? recordVersion(ctx, tx, { documentId: doc.id, userId: doc.userId, ...(await state()), source: 'user' })
  );
}

/** The newest version's id, recording the document's current state first when it has none yet. */
export const headId = async (
  ctx: AppContext,
  tx: Db,
  doc: { id: string; userId: string; title: string; content: string },
): Promise<string> => (await headVersion(ctx, tx, doc, async () => ({ title: doc.title, content: doc.content }))).id;

type Readable = Allowed<{ id: string }, 'read' | 'update'>;

export const listVersions = (ctx: AppContext, doc: Readable): Promise<VersionSummary[]> => q.listVersions(ctx.database.db, doc);

export async function getVersion(ctx: AppContext, doc: Readable, id: string, db = ctx.database.db): Promise<VersionDto> {
  const row = await q.getVersion(db, doc, id);
  if (!row) throw notFound(VERSION_NOT_FOUND);
  return { id: row.id, createdAt: row.createdAt.toISOString(), source: row.source, title: row.title, content: await readContent(db, row) };
}
