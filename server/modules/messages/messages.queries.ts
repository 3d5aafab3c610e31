import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { messageDto } from '../../../common/documents';
import type { Db } from '../../db/database';
import { isoColumnsOf } from '../../db/dto-columns';
import { exactTime } from '../../db/sql-time';
import { prepared } from '../../db/prepared';
import { questionnaires } from '../../db/schema/content';
import { documents, memories, messages } from '../../db/schema/documents';
import { isUuid } from '../../lib/ids';
import type { ChatTurn } from '../../ai/types';
import { chatPromptSql, earlierThanSql, historySql } from '../chat/chat.queries';
import type { DocumentRow } from '../documents/documents.queries';

export type MessageRow = typeof messages.$inferSelect;

/** The columns `MessageDto` names, times as ISO text. */
const messageColumns = isoColumnsOf(messages, messageDto);
const ordered = {
  table: messages,
  id: messages.id,
  parent: messages.documentId,
  role: messages.role,
  content: messages.content,
  seq: messages.seq,
};

/** A conversation in order, as the client shows it (times already as ISO text). */
export const listMessages = (db: Db, { documentId }: { documentId: string }) =>
  db.select(messageColumns).from(messages).where(eq(messages.documentId, documentId)).orderBy(asc(messages.seq));

const pageColumns = { ...messageColumns, position: exactTime(messages.createdAt) };

const latestPage = prepared((db) =>
  db
    .select(pageColumns)
    .from(messages)
    .where(eq(messages.documentId, sql.placeholder('documentId')))
    .orderBy(desc(messages.seq))
    .limit(sql.placeholder('limit'))
    .prepare('message_latest_page'),
);

const pageBefore = prepared((db) =>
  db
    .select(pageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.documentId, sql.placeholder('documentId')),
        earlierThanSql(ordered, sql.placeholder('documentId'), sql.placeholder('id')),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(sql.placeholder('limit'))
    .prepare('message_page_before'),
);

/** Up to `limit` messages of the chat, newest first, written before the message `before` (from the last without it). */
export const listMessagePage = (db: Db, { documentId, limit, before }: { documentId: string; limit: number; before?: string }) =>
  before ? pageBefore(db).execute({ documentId, limit, id: before }) : latestPage(db).execute({ documentId, limit });

/** Whether the chat holds the message `id`. */
export async function holdsMessage(db: Db, { documentId, id }: { documentId: string; id: string }) {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.documentId, documentId), eq(messages.id, id)));
  return rows.length > 0;
}

type NewMessage = Pick<MessageRow, 'documentId' | 'role' | 'content' | 'createdAt'> & { isQuestion?: boolean; cut?: boolean };

const insertStatement = prepared((db) =>
  db
    .insert(messages)
    .values({
      documentId: sql.placeholder('documentId'),
      role: sql.placeholder('role'),
      content: sql.placeholder('content'),
      isQuestion: sql.placeholder('isQuestion'),
      cut: sql.placeholder('cut'),
      createdAt: sql.placeholder('createdAt'),
    })
    .returning()
    .prepare('insert_message'),
);

export async function insertMessage(db: Db, row: NewMessage): Promise<MessageRow> {
  const [saved] = await insertStatement(db).execute({ ...row, isQuestion: row.isQuestion ?? false, cut: row.cut ?? false });
  if (!saved) throw new Error('message insert returned nothing');
  return saved;
}

/** The last message of a document's chat. */
export async function lastMessage(db: Db, documentId: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.documentId, documentId)).orderBy(desc(messages.seq)).limit(1);
  return row;
}

export async function updateMessage(db: Db, id: string, set: { content: string; cut: boolean }): Promise<MessageRow> {
  const [row] = await db.update(messages).set(set).where(eq(messages.id, id)).returning();
  if (!row) throw new Error('message update returned nothing');
  return row;
}

export type ChatContextRow = {
  doc: DocumentRow;
  history: ChatTurn[];
  memories: { key: string; value: string; importance: number }[];
  prompt: string | null;
  /** The journey's questionnaire, and the guided answers given, in order. */
  questions: { key: string; question: string }[] | null;
  answers: string[];
};

/**
 * Everything a reply needs, in one round trip on the hot path of every chat message: the user's
 * document, the last `limit` messages (oldest first), its memories and the admin's chat prompt.
 */
const chatContext = prepared((db) => {
  const id = sql.placeholder('id');
  const turns = {
    table: messages,
    parent: messages.documentId,
    role: messages.role,
    content: messages.content,
    seq: messages.seq,
    isQuestion: messages.isQuestion,
  };
  return db
    .select({
      doc: documents,
      history: historySql(turns, id, sql.placeholder('limit')),
      memories: sql<ChatContextRow['memories']>`(
        SELECT coalesce(json_agg(json_build_object('key', ${memories.key}, 'value', ${memories.value}, 'importance', ${memories.importance})
          ORDER BY ${memories.importance} DESC, ${memories.key}), '[]'::json)
        FROM ${memories} WHERE ${memories.documentId} = ${id})`,
      prompt: chatPromptSql,
      questions: sql<
        ChatContextRow['questions']
      >`(SELECT ${questionnaires.questions} FROM ${questionnaires} WHERE "questionnaires"."type" = "documents"."type")`,
      answers: sql<string[]>`(
        SELECT coalesce(json_agg(${messages.content} ORDER BY ${messages.seq}), '[]'::json)
        FROM ${messages} WHERE ${messages.documentId} = ${id} AND ${messages.isQuestion} AND ${messages.role} = 'user')`,
    })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, sql.placeholder('userId'))))
    .prepare('chat_context');
});

export async function getChatContext(db: Db, key: { id: string; userId: string }, limit: number): Promise<ChatContextRow | undefined> {
  if (!isUuid(key.id)) return undefined;
  const [row] = await chatContext(db).execute({ ...key, limit });
  return row;
}
