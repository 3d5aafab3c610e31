import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CommentAnchor } from '../../../common/comments';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/auth';
import { comments, notifications } from '../../db/schema/comments';
import { documents } from '../../db/schema/documents';
import { isUuid } from '../../lib/ids';
import { documentScope } from '../../policies/document.policy';

const resolver = alias(users, 'resolver');

const commentColumns = {
  id: comments.id,
  documentId: comments.documentId,
  parentId: comments.parentId,
  body: comments.body,
  anchor: comments.anchor,
  createdAt: comments.createdAt,
  resolvedAt: comments.resolvedAt,
  author: { id: users.id, email: users.email },
  resolvedById: comments.resolvedBy,
  resolvedByEmail: resolver.email,
};

/** Comments with their authors (and who resolved them), oldest first. */
const selectComments = (db: Db, where: SQL) =>
  db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(resolver, eq(resolver.id, comments.resolvedBy))
    .where(where)
    .orderBy(asc(comments.createdAt), asc(comments.id));

export type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

/** Every comment and reply of the document. */
export const listOfDocument = (db: Db, documentId: string) => selectComments(db, eq(comments.documentId, documentId));

/** A thread: its first comment and its replies. */
export const listThread = (db: Db, threadId: string) =>
  selectComments(db, sql`${comments.id} = ${threadId} OR ${comments.parentId} = ${threadId}`);

/** The thread a comment id names (a reply's id names its thread) and the document it is on. */
export async function getThreadOf(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ threadId: sql<string>`coalesce(${comments.parentId}, ${comments.id})`, documentId: comments.documentId })
    .from(comments)
    .where(eq(comments.id, id));
  return row;
}

export async function insertComment(
  db: Db,
  values: { documentId: string; parentId: string | null; userId: string; body: string; anchor: CommentAnchor | null; createdAt: Date },
) {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  if (!row) throw new Error('comment insert returned nothing');
  return row.id;
}

export const setResolved = (db: Db, threadId: string, by: string | null, at: Date | null) =>
  db
    .update(comments)
    .set({ resolvedAt: at, resolvedBy: by })
    .where(and(eq(comments.id, threadId), isNull(comments.parentId)));

/** Of these e-mail addresses, the accounts that exist (verified), by address. */
export const usersByEmail = (db: Db, emails: string[]) =>
  emails.length === 0
    ? Promise.resolve([])
    : db.select({ id: users.id, email: users.email, otpVerified: users.otpVerified }).from(users).where(inArray(users.email, emails));

export const insertNotifications = async (db: Db, rows: { userId: string; commentId: string; actorId: string; createdAt: Date }[]) => {
  if (rows.length > 0) await db.insert(notifications).values(rows.map((r) => ({ ...r, kind: 'mention' as const })));
};

const actor = alias(users, 'actor');

/** The user's notifications on documents they may still read (a member removed from a team sees none of its). */
const notificationsOf = (userId: string) => and(eq(notifications.userId, userId), documentScope(userId));

/** The user's latest notifications, newest first, with the comment, its document and who wrote it. */
export const listNotifications = (db: Db, userId: string, limit: number) =>
  db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      commentId: comments.id,
      threadId: sql<string>`coalesce(${comments.parentId}, ${comments.id})`,
      body: comments.body,
      documentId: documents.id,
      documentTitle: documents.title,
      actor: { id: actor.id, email: actor.email },
    })
    .from(notifications)
    .innerJoin(comments, eq(comments.id, notifications.commentId))
    .innerJoin(documents, eq(documents.id, comments.documentId))
    .innerJoin(actor, eq(actor.id, notifications.actorId))
    .where(notificationsOf(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

export async function countUnread(db: Db, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .innerJoin(comments, eq(comments.id, notifications.commentId))
    .innerJoin(documents, eq(documents.id, comments.documentId))
    .where(and(notificationsOf(userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's notification read or unread; false when it is not theirs (or there is none). */
export async function setRead(db: Db, userId: string, id: string, readAt: Date | null) {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(notifications)
    .set({ readAt })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length === 1;
}
