import type { NotificationDto, NotificationListDto } from '../../../common/comments';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Member } from '../../policies/policy';
import * as q from './comments.queries';

/** How many of the latest notifications the bell lists. */
export const NOTIFICATIONS_SHOWN = 30;
const EXCERPT_CHARS = 140;

const toDto = (row: q.NotificationRow): NotificationDto => ({
  id: row.id,
  kind: row.kind,
  documentId: row.documentId,
  documentTitle: row.documentTitle,
  commentId: row.commentId,
  threadId: row.threadId,
  actor: row.actor,
  excerpt: row.body.length > EXCERPT_CHARS ? `${row.body.slice(0, EXCERPT_CHARS)}…` : row.body,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export async function listNotifications(ctx: AppContext, user: Member): Promise<NotificationListDto> {
  const { db } = ctx.database;
  const [rows, unread] = await Promise.all([q.listNotifications(db, user.id, NOTIFICATIONS_SHOWN), q.countUnread(db, user.id)]);
  return { unread, items: rows.map(toDto) };
}

/** Marks one of the user's notifications read or unread; another user's answers 404, as a missing one. */
export async function markNotification(ctx: AppContext, user: Member, id: string, read: boolean): Promise<NotificationDto> {
  const { db } = ctx.database;
  if (!(await q.setRead(db, user.id, id, read ? ctx.clock.now() : null))) throw notFound('Notification not found');
  const row = (await q.listNotifications(db, user.id, NOTIFICATIONS_SHOWN)).find((n) => n.id === id);
  if (!row) throw notFound('Notification not found');
  void ctx.events.publish(user.id, { entity: 'notification', action: 'updated', id });
  return toDto(row);
}
