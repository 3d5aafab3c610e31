import { z } from 'zod';
import { LIMITS } from './constants';
import { textField } from './text';

const { commentChars, commentQuoteChars, commentContextChars } = LIMITS;

/**
 * Where a comment sits in the text, as the W3C TextQuoteSelector says it: the passage itself (`quote`)
 * and a few characters either side (`prefix`, `suffix`), so that it is found again after the text
 * changes; `from`/`to` are where it started and ended (characters of the plain text), a hint when the
 * quote occurs more than once.
 */
export const commentAnchor = z.strictObject({
  quote: textField('anchor.quote')
    .min(1, 'anchor.quote: select the passage to comment on')
    .max(commentQuoteChars, `anchor.quote: at most ${commentQuoteChars} characters`),
  prefix: textField('anchor.prefix').max(commentContextChars, `anchor.prefix: at most ${commentContextChars} characters`).default(''),
  suffix: textField('anchor.suffix').max(commentContextChars, `anchor.suffix: at most ${commentContextChars} characters`).default(''),
  from: z.int('anchor.from: a character offset').min(0, 'anchor.from: a character offset').optional(),
  to: z.int('anchor.to: a character offset').min(0, 'anchor.to: a character offset').optional(),
});
export type CommentAnchor = z.infer<typeof commentAnchor>;

const commentText = textField('body').trim().min(1, 'body: write a comment').max(commentChars, `body: at most ${commentChars} characters`);

/** `POST /api/documents/:id/comments`: a new thread on a passage (`anchor`), or on the whole document (`anchor: null`). */
export const createCommentBody = z.strictObject({ body: commentText, anchor: commentAnchor.nullable().default(null) });
export type CreateCommentBody = z.output<typeof createCommentBody>;

/** `POST /api/comments/:id/replies`. */
export const replyBody = z.strictObject({ body: commentText });
export type ReplyBody = z.input<typeof replyBody>;

/** `PATCH /api/comments/:id`: resolve the thread, or reopen it. */
export const patchCommentBody = z.strictObject({ resolved: z.boolean('resolved: true or false') });
export type PatchCommentBody = z.input<typeof patchCommentBody>;

export const commentAuthorDto = z.object({ id: z.string(), email: z.string() });

export const commentReplyDto = z.object({
  id: z.string(),
  body: z.string(),
  author: commentAuthorDto,
  createdAt: z.string(),
});
export type CommentReplyDto = z.infer<typeof commentReplyDto>;

/** A thread: the first comment, its anchor, whether it is resolved (when, by whom), and its replies, oldest first. */
export const commentDto = z.object({
  id: z.string(),
  documentId: z.string(),
  body: z.string(),
  anchor: commentAnchor.nullable(),
  author: commentAuthorDto,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: commentAuthorDto.nullable(),
  replies: z.array(commentReplyDto),
});
export type CommentDto = z.infer<typeof commentDto>;

export const COMMENT_NOT_FOUND = 'Comment not found';

/**
 * The people a comment mentions: `@` and their e-mail address (`@ana@example.com`), lower-cased, once
 * each. Who of them may read the document is the server's to decide.
 */
export function mentionedEmails(body: string): string[] {
  const found = body.matchAll(/(?:^|[^\w@])@([^\s@<>()[\],;:"']+@[^\s@<>()[\],;:"']+\.[^\s@<>()[\],;:"'.]+)/g);
  return [...new Set([...found].map((m) => (m[1] ?? '').toLowerCase()))];
}

/** An in-app notification: someone mentioned you in a comment on a document. */
export const notificationDto = z.object({
  id: z.string(),
  kind: z.enum(['mention']),
  documentId: z.string(),
  documentTitle: z.string(),
  commentId: z.string(),
  /** The thread the comment is in (itself, for a thread's first comment). */
  threadId: z.string(),
  actor: commentAuthorDto,
  excerpt: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const notificationListDto = z.object({ unread: z.number(), items: z.array(notificationDto) });
export type NotificationListDto = z.infer<typeof notificationListDto>;

/** `PATCH /api/notifications/:id`. */
export const patchNotificationBody = z.strictObject({ read: z.boolean('read: true or false') });

/** The address of a comment thread: its document's editor, with the thread open in the Comments panel. */
export const commentPath = (documentId: string, threadId: string) =>
  `/documents?id=${encodeURIComponent(documentId)}&comment=${encodeURIComponent(threadId)}`;
