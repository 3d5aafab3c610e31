import { and, asc, desc, eq, gt, gte, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { messageDto } from '../../../common/documents';
import { messageText, type ContextFact, type MessagePart } from '../../../common/messages';
import type { Db } from '../../db/database';
import { exactTime } from '../../db/sql-time';
import { isoColumnsOf } from '../../db/dto-columns';
import { prepared } from '../../db/prepared';
import { prompts } from '../../db/schema/content';
import { messages } from '../../db/schema/documents';
import type { ChatTurn } from '../../ai/types';
import { isUuid } from '../../lib/ids';

export type MessageRow = typeof messages.$inferSelect;
/** A stored message's fields an answer may name, its time as a Date or already as ISO text. */
export type MessageFields = Pick<MessageRow, 'id' | 'role' | 'parts' | 'content' | 'isQuestion' | 'cut'> & { createdAt: Date | string };

/** What a chat belongs to: a document (a journey chat, an editor document's chat) or a design. */
export type ChatOwner = 'document' | 'design';
/** One chat: its owner's kind and id. */
export type ChatRef = { owner: ChatOwner; id: string };

const PARENT = { document: messages.documentId, design: messages.designId } as const;
const ofChat = (owner: ChatOwner, id: SQL | Placeholder | string) => eq(PARENT[owner], id);

/** The columns a document's message answer names (a design's names fewer), times as ISO text. */
const rowColumns = isoColumnsOf(messages, messageDto);
/** With the position a page cursor holds. */
const pageColumns = { ...rowColumns, position: exactTime(messages.createdAt) };

/** A chat in order, as the client shows it (times already as ISO text). */
export const listChatMessages = (db: Db, { owner, id }: ChatRef) =>
  db.select(rowColumns).from(messages).where(ofChat(owner, id)).orderBy(asc(messages.seq));

/** The messages of the chat under `parentId` written before its message `anchorId`; none when that message is not in it. */
const earlierThan = (owner: ChatOwner, parentId: Placeholder, anchorId: Placeholder) =>
  sql`${messages.seq} < (SELECT anchor.seq FROM ${messages} AS anchor
        WHERE anchor.id = ${anchorId}::uuid AND anchor.${sql.identifier(PARENT[owner].name)} = ${parentId})`;

const pageStatement = (owner: ChatOwner, before: boolean) =>
  prepared((db) => {
    const chat = sql.placeholder('chatId');
    return db
      .select(pageColumns)
      .from(messages)
      .where(and(ofChat(owner, chat), before ? earlierThan(owner, chat, sql.placeholder('id')) : undefined))
      .orderBy(desc(messages.seq))
      .limit(sql.placeholder('limit'))
      .prepare(`${owner}_messages_${before ? 'page_before' : 'latest_page'}`);
  });
const PAGES = {
  document: { latest: pageStatement('document', false), before: pageStatement('document', true) },
  design: { latest: pageStatement('design', false), before: pageStatement('design', true) },
};

/** Up to `limit` messages of the chat, newest first, written before the message `before` (from the last without it). */
export function listChatPage(db: Db, { owner, id, limit, before }: ChatRef & { limit: number; before?: string }) {
  const statements = PAGES[owner];
  return before ? statements.before(db).execute({ chatId: id, limit, id: before }) : statements.latest(db).execute({ chatId: id, limit });
}

/** Whether the chat holds the message `messageId`. */
export async function holdsChatMessage(db: Db, { owner, id, messageId }: ChatRef & { messageId: string }) {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(ofChat(owner, id), eq(messages.id, messageId)));
  return rows.length > 0;
}

export type NewMessage = {
  role: 'user' | 'assistant';
  parts: MessagePart[];
  context?: ContextFact[];
  isQuestion?: boolean;
  questionKey?: string | null;
  cut?: boolean;
  /** A reply's model and its tokens. */
  model?: string | null;
  usage?: { inputTokens: number; outputTokens: number } | null;
  /** A reply's prompt version (`promptVersion`). */
  prompt?: string | null;
  createdAt: Date;
};

const insertStatement = prepared((db) =>
  db
    .insert(messages)
    .values({
      documentId: sql.placeholder('documentId'),
      designId: sql.placeholder('designId'),
      role: sql.placeholder('role'),
      parts: sql.placeholder('parts'),
      content: sql.placeholder('content'),
      context: sql.placeholder('context'),
      isQuestion: sql.placeholder('isQuestion'),
      questionKey: sql.placeholder('questionKey'),
      cut: sql.placeholder('cut'),
      model: sql.placeholder('model'),
      usage: sql.placeholder('usage'),
      prompt: sql.placeholder('prompt'),
      createdAt: sql.placeholder('createdAt'),
    })
    .returning()
    .prepare('insert_message'),
);

/** A message appended to the chat; its `content` is always the text of its parts. */
export async function insertChatMessage(db: Db, { owner, id }: ChatRef, row: NewMessage): Promise<MessageRow> {
  const [saved] = await insertStatement(db).execute({
    documentId: owner === 'document' ? id : null,
    designId: owner === 'design' ? id : null,
    role: row.role,
    parts: row.parts,
    content: messageText(row.parts),
    context: row.context ?? [],
    isQuestion: row.isQuestion ?? false,
    questionKey: row.questionKey ?? null,
    cut: row.cut ?? false,
    model: row.model ?? null,
    usage: row.usage ?? null,
    prompt: row.prompt ?? null,
    createdAt: row.createdAt,
  });
  if (!saved) throw new Error('message insert returned nothing');
  return saved;
}

/** The last message of a chat. */
export async function lastChatMessage(db: Db, { owner, id }: ChatRef): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(ofChat(owner, id)).orderBy(desc(messages.seq)).limit(1);
  return row;
}

/** A message's new parts (a cut reply made longer), with `content` their text. */
export async function updateChatMessage(db: Db, id: string, set: { parts: MessagePart[]; cut: boolean }): Promise<MessageRow> {
  const [row] = await db
    .update(messages)
    .set({ parts: set.parts, content: messageText(set.parts), cut: set.cut })
    .where(eq(messages.id, id))
    .returning();
  if (!row) throw new Error('message update returned nothing');
  return row;
}

/**
 * For a select: the last `limit` turns of the chat under `parentId`, oldest first, as one JSON array
 * (each with the facts it was sent with), so that the owner, its history and the prompt come back in one round trip.
 */
export const historySql = (owner: ChatOwner, parentId: SQL | Placeholder, limit: SQL | Placeholder) => sql<ChatTurn[]>`(
  SELECT coalesce(json_agg(json_build_object('role', h.role, 'content', h.content, 'isQuestion', h.is_question, 'context', h.context) ORDER BY h.seq), '[]'::json)
  FROM (SELECT ${messages.role} AS role, ${messages.content} AS content, ${messages.seq} AS seq, ${messages.isQuestion} AS is_question,
               ${messages.context} AS context
          FROM ${messages} WHERE ${ofChat(owner, parentId)} ORDER BY ${messages.seq} DESC LIMIT ${limit}) h)`;

/** For a select: the admin-edited chat prompt, which every chat reply is written under. */
export const chatPromptSql = sql<string | null>`(SELECT ${prompts.content} FROM ${prompts} WHERE ${prompts.type} = 'chat')`;

/** One message of the chat, with its place in it (`seq`); undefined when the chat holds no such message. */
export async function chatMessageIn(db: Db, { owner, id }: ChatRef, messageId: string): Promise<MessageRow | undefined> {
  if (!isUuid(messageId)) return undefined;
  const [row] = await db
    .select()
    .from(messages)
    .where(and(ofChat(owner, id), eq(messages.id, messageId)));
  return row;
}

/** Deletes the chat's messages from `seq` on (`inclusive`) or after it; answers the ids deleted. */
export async function deleteChatMessagesFrom(db: Db, { owner, id }: ChatRef, seq: number, inclusive: boolean) {
  const rows = await db
    .delete(messages)
    .where(and(ofChat(owner, id), inclusive ? gte(messages.seq, seq) : gt(messages.seq, seq)))
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}

/** A user message's new parts (an edit), with `content` their text. */
export async function rewriteChatMessage(db: Db, id: string, parts: MessagePart[]): Promise<MessageRow> {
  const [row] = await db
    .update(messages)
    .set({ parts, content: messageText(parts) })
    .where(eq(messages.id, id))
    .returning();
  if (!row) throw new Error('message update returned nothing');
  return row;
}

/** The chat's message just before the one at `seq`. */
export async function chatMessageBefore(db: Db, { owner, id }: ChatRef, seq: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(ofChat(owner, id), lt(messages.seq, seq)))
    .orderBy(desc(messages.seq))
    .limit(1);
  return row;
}
