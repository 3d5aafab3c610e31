import {
  COMMENT_NOT_FOUND,
  commentPath,
  type CommentAnchor,
  type CommentDto,
  type CreateCommentBody,
  mentionedEmails,
  type PatchCommentBody,
  type ReplyBody,
} from '../../../common/comments';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { commentMentionMail } from '../../mail/comment-mention-mail';
import type { Ask, Member } from '../../policies/policy';
import { loadDocument } from '../documents/documents.service';
import { publishToItem, teamMembersOf } from '../teams/teams.service';
import * as q from './comments.queries';

type Doc = { id: string; userId: string; teamId: string | null; title: string };

const iso = (d: Date) => d.toISOString();

/** The comments of a document as threads: each first comment with its replies, oldest first. */
function threadsOf(rows: q.CommentRow[]): CommentDto[] {
  const threads = new Map<string, CommentDto>();
  for (const row of rows) {
    if (row.parentId !== null) continue;
    threads.set(row.id, {
      id: row.id,
      documentId: row.documentId,
      body: row.body,
      anchor: row.anchor,
      author: row.author,
      createdAt: iso(row.createdAt),
      resolvedAt: row.resolvedAt && iso(row.resolvedAt),
      resolvedBy: row.resolvedById && row.resolvedByEmail ? { id: row.resolvedById, email: row.resolvedByEmail } : null,
      replies: [],
    });
  }
  for (const row of rows) {
    if (row.parentId === null) continue;
    threads.get(row.parentId)?.replies.push({ id: row.id, body: row.body, author: row.author, createdAt: iso(row.createdAt) });
  }
  return [...threads.values()];
}

async function threadDto(db: Db, threadId: string): Promise<CommentDto> {
  const [thread] = threadsOf(await q.listThread(db, threadId));
  if (!thread) throw notFound(COMMENT_NOT_FOUND);
  return thread;
}

/** The thread `ask` names (a reply's id names its thread) and its document, if the actor may comment on it: 404 otherwise. */
async function loadThread(ctx: AppContext, ask: Ask) {
  const found = await q.getThreadOf(ctx.database.db, ask.id);
  if (!found) throw notFound(COMMENT_NOT_FOUND);
  const doc = await loadDocument(ctx, { id: found.documentId, actor: ask.actor }, 'comment').catch(() => {
    throw notFound(COMMENT_NOT_FOUND);
  });
  return { threadId: found.threadId, doc };
}

export async function listComments(ctx: AppContext, ask: Ask): Promise<CommentDto[]> {
  const doc = await loadDocument(ctx, ask, 'comment');
  return threadsOf(await q.listOfDocument(ctx.database.db, doc.id));
}

export type Author = Ask & { actor: Member & { email: string } };

/** Writes a comment (a thread's first, or a reply) and its mentions in one transaction, then tells the mentioned. */
async function writeComment(
  ctx: AppContext,
  ask: Author,
  doc: Doc,
  thread: { parentId: string | null; anchor: CommentAnchor | null },
  text: string,
  origin: Origin,
) {
  const base = { doc, actor: ask.actor, body: text };
  const { mention, people } = await ctx.database.db.transaction(async (tx) => {
    const commentId = await q.insertComment(tx, {
      documentId: doc.id,
      userId: ask.actor.id,
      body: text,
      createdAt: ctx.clock.now(),
      ...thread,
    });
    const mention = { ...base, commentId, threadId: thread.parentId ?? commentId };
    return { mention, people: await recordMentions(ctx, tx, mention) };
  });
  await tellMentioned(ctx, people, mention, origin);
  changed(ctx, doc, mention.threadId, thread.parentId ? 'updated' : 'created');
  return threadDto(ctx.database.db, mention.threadId);
}

export async function createComment(ctx: AppContext, ask: Author, body: CreateCommentBody, origin: Origin) {
  const doc = await loadDocument(ctx, ask, 'comment');
  return writeComment(ctx, ask, doc, { parentId: null, anchor: body.anchor ?? null }, body.body.trim(), origin);
}

export async function replyToComment(ctx: AppContext, ask: Author, body: ReplyBody, origin: Origin) {
  const { threadId, doc } = await loadThread(ctx, ask);
  return writeComment(ctx, ask, doc, { parentId: threadId, anchor: null }, body.body.trim(), origin);
}

/** Resolves a thread or reopens it. */
export async function updateComment(ctx: AppContext, ask: Ask, body: PatchCommentBody) {
  const { threadId, doc } = await loadThread(ctx, ask);
  await q.setResolved(ctx.database.db, threadId, body.resolved ? ask.actor.id : null, body.resolved ? ctx.clock.now() : null);
  changed(ctx, doc, threadId, 'updated');
  return threadDto(ctx.database.db, threadId);
}

/** Whoever reads the document hears of the change, so an open Comments panel shows it without a reload. */
function changed(ctx: AppContext, doc: Doc, threadId: string, action: 'created' | 'updated') {
  void publishToItem(ctx, doc, { entity: 'comment', action, id: threadId, parentId: doc.id });
}

type Mention = { doc: Doc; actor: Member & { email: string }; commentId: string; threadId: string; body: string };
/** Where a request came from: its site's address (for links in e-mails) and its log. */
export type Origin = { site: string; log: Pick<FastifyBaseLogger, 'error'> };
type Person = { id: string; email: string };

/**
 * The people the comment mentions (`@address`) who may read the document, other than its author,
 * each given a notification in the comment's transaction. A mention of anyone else does nothing.
 */
async function recordMentions(ctx: AppContext, tx: Db, { doc, actor, commentId, body }: Mention): Promise<Person[]> {
  const emails = mentionedEmails(body).filter((e) => e !== actor.email);
  if (emails.length === 0) return [];
  const readers = new Set([doc.userId, ...(doc.teamId ? (await teamMembersOf(tx, doc.teamId)).map((m) => m.userId) : [])]);
  const people = (await q.usersByEmail(tx, emails)).filter((u) => u.otpVerified && readers.has(u.id) && u.id !== actor.id);
  const now = ctx.clock.now();
  await q.insertNotifications(
    tx,
    people.map((p) => ({ userId: p.id, commentId, actorId: actor.id, createdAt: now })),
  );
  return people;
}

/** After the comment is saved: each mentioned person's bell updates, and they get an e-mail (a failed one is logged, the comment stays). */
async function tellMentioned(ctx: AppContext, people: Person[], mention: Mention, origin: Origin) {
  const { doc, actor, commentId, threadId, body } = mention;
  const url = `${origin.site}${commentPath(doc.id, threadId)}`;
  const excerpt = body.length > 500 ? `${body.slice(0, 500)}…` : body;
  const sent = await Promise.allSettled(
    people.map((person) => {
      void ctx.events.publish(person.id, { entity: 'notification', action: 'created', id: commentId });
      return ctx.mailer.send(commentMentionMail({ to: person.email, author: actor.email, document: doc.title, excerpt, url }));
    }),
  );
  for (const result of sent)
    if (result.status === 'rejected') origin.log.error({ err: result.reason as unknown }, 'A mention e-mail failed');
}
