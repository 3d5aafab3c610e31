import { splitPostedContent, type MessagePart } from '../../../common/messages';
import type { Db } from '../../db/database';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import type { Ask } from '../../policies/policy';
import { loadChat, openChat, type ChatKind } from './chat.service';
import * as q from './chat.queries';
import { replyRuns } from './reply-runs';

export const MESSAGE_NOT_FOUND = 'Message not found';
export const ONLY_USER_MESSAGES = 'Only your own messages can be edited, not a reply from Northstar';
export const ONLY_REPLIES = 'Only a reply from Northstar can be regenerated, not your own message';
export const NOTHING_TO_REGENERATE = 'This reply answers no message of yours, so it cannot be regenerated';

type Rewind = {
  /** The role the message must have, and the refusal when it has the other. */
  role: 'user' | 'assistant';
  refusal: [message: string, code: string];
  /** What else the transaction writes before the later messages go (the edit). */
  apply?: (tx: Db, target: q.MessageRow) => Promise<unknown>;
};

/**
 * Rewinding a chat to one of its messages: the messages after it (and a reply to regenerate itself)
 * are deleted in one transaction with the edit, then the chat is loaded again, now ending with the
 * user's message, to be answered as a retry is. A refusal (404, 400, 429) comes
 * before anything is changed.
 */
async function rewind<M extends { id: string }>(ctx: AppContext, kind: ChatKind<M>, key: Ask, messageId: string, how: Rewind) {
  const chat = await openChat(ctx, kind, key);
  const ref = { owner: kind.owner, id: chat.id };
  // A reply being written is waited for or stopped first: nothing is rewound under it.
  await replyRuns(ctx).refuseWhileRunning(ref);
  const db = ctx.database.db;
  const target = await q.chatMessageIn(db, ref, messageId);
  if (!target) throw notFound(MESSAGE_NOT_FOUND);
  if (target.role !== how.role) throw badRequest(...how.refusal);
  if (how.role === 'assistant' && (await q.chatMessageBefore(db, ref, target.seq))?.role !== 'user')
    throw badRequest(NOTHING_TO_REGENERATE, 'nothing_to_regenerate');
  const deleted = await db.transaction(async (tx) => {
    await how.apply?.(tx, target);
    return q.deleteChatMessagesFrom(tx, ref, target.seq, how.role === 'assistant');
  });
  for (const id of deleted) void ctx.events.publish(chat.userId, { entity: kind.entity, action: 'deleted', id, parentId: chat.id });
  // The allowance was counted when the chat was opened above.
  return loadChat(ctx, kind, key);
}

/** A user message's new parts: the text given, with the files the message was sent with unless the text names its own. */
function editedParts(before: MessagePart[], content: string): MessagePart[] {
  const posted = splitPostedContent(content).parts;
  if (posted.some((part) => part.type === 'file')) return posted;
  return [...before.filter((part) => part.type === 'file'), ...posted];
}

/** Edit a user message: its text is replaced and the later messages deleted; answers the chat to reply to and the edited message. */
export async function prepareEdit<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  key: Ask,
  messageId: string,
  content: string,
) {
  let edited: q.MessageRow | undefined;
  const chat = await rewind(ctx, kind, key, messageId, {
    role: 'user',
    refusal: [ONLY_USER_MESSAGES, 'not_a_user_message'],
    apply: async (tx, target) => (edited = await q.rewriteChatMessage(tx, target.id, editedParts(target.parts, content))),
  });
  if (!edited) throw new Error('the edit saved nothing');
  void ctx.events.publish(chat.userId, { entity: kind.entity, action: 'updated', id: edited.id, parentId: chat.id });
  return { chat, edited: kind.toDto(edited) };
}

/** Regenerate a reply: it and the later messages are deleted; answers the chat to reply to, ending with the message it answered. */
export const prepareRegenerate = <M extends { id: string }>(ctx: AppContext, kind: ChatKind<M>, key: Ask, messageId: string) =>
  rewind(ctx, kind, key, messageId, { role: 'assistant', refusal: [ONLY_REPLIES, 'not_a_reply'] });
