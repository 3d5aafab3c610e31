import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documentVersions } from '../../db/schema/versions';
import { isoTime } from '../../db/sql-time';
import { isUuid } from '../../lib/ids';
import type { Allowed } from '../../policies/can';

export type VersionRow = typeof documentVersions.$inferSelect;
export type VersionMeta = Omit<VersionRow, 'data'>;

/** Every column but the stored text: saves read and write versions without moving their bytes back. */
const meta = {
  id: documentVersions.id,
  documentId: documentVersions.documentId,
  userId: documentVersions.userId,
  source: documentVersions.source,
  title: documentVersions.title,
  baseId: documentVersions.baseId,
  size: documentVersions.size,
  createdAt: documentVersions.createdAt,
  openedAt: documentVersions.openedAt,
  seq: documentVersions.seq,
};
/** A document whose history the policies let someone read (or change, which reads it first). */
type Readable = Allowed<{ id: string }, 'read' | 'update'>;

/** The versions of a document, newest first, without their contents. */
export const listVersions = (db: Db, doc: Readable) =>
  db
    .select({
      id: documentVersions.id,
      createdAt: isoTime(documentVersions.createdAt),
      source: documentVersions.source,
      title: documentVersions.title,
    })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, doc.id))
    .orderBy(desc(documentVersions.seq));

export async function getVersion(db: Db, doc: Readable, id: string): Promise<VersionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, doc.id), eq(documentVersions.id, id)));
  return row;
}

/** The newest version, which holds the document's current text. */
export async function getHead(db: Db, documentId: string): Promise<VersionMeta | undefined> {
  const [row] = await db
    .select(meta)
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.seq))
    .limit(1);
  return row;
}

/** The newest keyframe (a version stored whole), other than `except`: its id, its text's length, and its stored bytes. */
export async function getLatestKeyframe(
  db: Db,
  documentId: string,
  except?: string,
): Promise<{ id: string; size: number; packed: number } | undefined> {
  const [row] = await db
    .select({ id: documentVersions.id, size: documentVersions.size, packed: sql<number>`octet_length(${documentVersions.data})::int` })
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.documentId, documentId),
        isNull(documentVersions.baseId),
        except ? ne(documentVersions.id, except) : undefined,
      ),
    )
    .orderBy(desc(documentVersions.seq))
    .limit(1);
  return row;
}

export async function getById(db: Db, id: string): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(documentVersions).where(eq(documentVersions.id, id));
  return row;
}

export async function insertVersion(db: Db, row: typeof documentVersions.$inferInsert): Promise<VersionMeta> {
  const [created] = await db.insert(documentVersions).values(row).returning(meta);
  if (!created) throw new Error('version insert returned nothing');
  return created;
}

/** Replaces a version's contents under a new id: the document's ETag changes with every save. */
export async function replaceVersion(
  db: Db,
  id: string,
  changes: Pick<VersionRow, 'title' | 'baseId' | 'data' | 'size' | 'createdAt'>,
): Promise<VersionMeta> {
  const [row] = await db
    .update(documentVersions)
    .set({ ...changes, id: sql`gen_random_uuid()` })
    .where(eq(documentVersions.id, id))
    .returning(meta);
  if (!row) throw new Error('version replace returned nothing');
  return row;
}

/** Versions older than `before`, oldest first, for pruning. */
export const olderThan = (db: Db, documentId: string, before: Date) =>
  db
    .select({ id: documentVersions.id, createdAt: documentVersions.createdAt, baseId: documentVersions.baseId })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), lt(documentVersions.createdAt, before)))
    .orderBy(documentVersions.seq);

export const dependentsOf = (db: Db, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(documentVersions).where(inArray(documentVersions.baseId, ids));

export async function updateData(db: Db, id: string, changes: Pick<VersionRow, 'baseId' | 'data'>) {
  await db.update(documentVersions).set(changes).where(eq(documentVersions.id, id));
}

export async function deleteVersions(db: Db, ids: string[]) {
  if (ids.length > 0) await db.delete(documentVersions).where(inArray(documentVersions.id, ids));
}
