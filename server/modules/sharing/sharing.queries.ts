import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ShareKind } from '../../../common/sharing';
import type { Db } from '../../db/database';
import { designs } from '../../db/schema/designs';
import { documents, messages } from '../../db/schema/documents';
import { shareLinks } from '../../db/schema/sharing';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
/** The item a link points at: its kind and id. */
export type ShareItem = { kind: ShareKind; id: string };

const itemColumn = (kind: ShareKind) => (kind === 'document' ? shareLinks.documentId : shareLinks.designId);
const unrevoked = (item: ShareItem) => and(eq(itemColumn(item.kind), item.id), isNull(shareLinks.revokedAt));
/** Not revoked, and without an expiry or one still ahead of `now`. */
const liveAt = (now: Date): SQL =>
  sql`${shareLinks.revokedAt} IS NULL AND (${shareLinks.expiresAt} IS NULL OR ${shareLinks.expiresAt} > ${now})`;

/** The item's unrevoked link (live, or expired and not yet replaced). */
export async function getUnrevokedLink(db: Db, item: ShareItem) {
  const [row] = await db.select().from(shareLinks).where(unrevoked(item));
  return row;
}

/** Marks the item's unrevoked link revoked; answers whether there was one. */
export async function revokeLink(db: Db, item: ShareItem, now: Date) {
  const rows = await db.update(shareLinks).set({ revokedAt: now }).where(unrevoked(item)).returning({ id: shareLinks.id });
  return rows.length > 0;
}

export async function insertLink(db: Db, row: typeof shareLinks.$inferInsert) {
  const [inserted] = await db.insert(shareLinks).values(row).returning();
  if (!inserted) throw new Error('share link not inserted');
  return inserted;
}

/** The live link whose token hashes to `tokenHash`, if any. */
export async function getLiveLinkByHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.tokenHash, tokenHash), liveAt(now)));
  return row;
}

/** What a shared document or chat shows: its title, type, content and when it changed. */
export async function getSharedDocument(db: Db, id: string) {
  const [row] = await db
    .select({ title: documents.title, type: documents.type, content: documents.content, updatedAt: documents.updatedAt })
    .from(documents)
    .where(eq(documents.id, id));
  return row;
}

/** What a shared design shows: its title, notes, image and when it changed. */
export async function getSharedDesign(db: Db, id: string) {
  const [row] = await db
    .select({ title: designs.title, content: designs.content, imageUrl: designs.imageUrl, updatedAt: designs.updatedAt })
    .from(designs)
    .where(eq(designs.id, id));
  return row;
}

const chatOf = (item: ShareItem) => (item.kind === 'document' ? eq(messages.documentId, item.id) : eq(messages.designId, item.id));

/** The chat's messages, oldest first: who wrote each, its text and when; nothing the model was given beside it. */
export const listSharedMessages = (db: Db, item: ShareItem) =>
  db
    .select({ role: messages.role, text: messages.content, createdAt: messages.createdAt })
    .from(messages)
    .where(chatOf(item))
    .orderBy(asc(messages.seq));

/** Whether a message of the item's chat names this address (an upload shown in the chat). */
export async function chatNames(db: Db, item: ShareItem, address: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(messages)
    .where(and(chatOf(item), sql`strpos(${messages.content}, ${address}) > 0`))
    .limit(1);
  return row !== undefined;
}
