import { z } from 'zod';
import {
  commentDto,
  createCommentBody,
  notificationListDto,
  notificationDto,
  patchCommentBody,
  patchNotificationBody,
  replyBody,
} from '../comments';
import { idParams } from '../text';
import { route } from './route';

/**
 * Comments on a document's passages: threads with replies, resolved and reopened. Whoever reads the
 * document (its owner, its team's members of any role, viewers included) reads and writes them; anyone
 * else gets 404, as for a missing document or comment.
 */
export const comments = {
  list: route({
    method: 'GET',
    path: '/api/documents/:id/comments',
    access: 'user',
    summary: "The document's comment threads with their replies, oldest first",
    params: idParams,
    responses: { 200: z.array(commentDto) },
  }),
  create: route({
    method: 'POST',
    path: '/api/documents/:id/comments',
    access: 'user',
    summary:
      'A new thread on a passage (`anchor`: the quoted text with context either side) or on the whole document (`anchor: null`); `@email` mentions a member, who is e-mailed and notified',
    params: idParams,
    body: createCommentBody,
    responses: { 201: commentDto },
  }),
  reply: route({
    method: 'POST',
    path: '/api/comments/:id/replies',
    access: 'user',
    summary: 'A reply to a thread; the answer is the whole thread',
    params: idParams,
    body: replyBody,
    responses: { 201: commentDto },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/comments/:id',
    access: 'user',
    summary: 'Resolve a thread (`resolved: true`) or reopen it',
    params: idParams,
    body: patchCommentBody,
    responses: { 200: commentDto },
  }),
};

/** The signed-in user's notifications (mentions in comments), newest first, and marking one read. */
export const notifications = {
  list: route({
    method: 'GET',
    path: '/api/notifications',
    access: 'user',
    summary: 'Your latest notifications, newest first, and how many are unread',
    responses: { 200: notificationListDto },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/notifications/:id',
    access: 'user',
    summary: 'Mark a notification read (`read: true`) or unread',
    params: idParams,
    body: patchNotificationBody,
    responses: { 200: notificationDto },
  }),
};
