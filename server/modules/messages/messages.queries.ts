import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { prompts } from '../../db/schema/content';
import { documents, memories, messages } from '../../db/schema/documents';
import { isUuid } from '../../lib/ids';
import type { DocumentRow } from '../documents/documents.queries';

export type MessageRow = typeof messages.$inferSelect;

export const listMessages = (db: Db, { documentId }: { documentId: string }) =>
  db.select().from(messages).where(eq(messages.documentId, documentId)).orderBy(asc(messages.seq));

type NewMessage = Pick<MessageRow, 'documentId' | 'role' | 'content' | 'createdAt'> & { isQuestion?: boolean };

const insertStatement = prepared((db) =>
  db
    .insert(messages)
    .values({
      documentId: sql.placeholder('documentId'),
      role: sql.placeholder('role'),
      content: sql.placeholder('content'),
      isQuestion: sql.placeholder('isQuestion'),
      createdAt: sql.placeholder('createdAt'),
    })
    .returning()
    .prepare('insert_message'),
);

export async function insertMessage(db: Db, row: NewMessage): Promise<MessageRow> {
  const [saved] = await insertStatement(db).execute({ ...row, isQuestion: row.isQuestion ?? false });
  if (!saved) throw new Error('message insert returned nothing');
  return saved;
}

export type ChatContextRow = {
  doc: DocumentRow;
  history: { role: 'user' | 'assistant'; content: string }[];
  memories: { key: string; value: string; importance: number }[];
  prompt: string | null;
};

/**
 * Everything a reply needs, in one round trip on the hot path of every chat message: the user's
 * document, the last `limit` messages (oldest first), its memories and the admin's chat prompt.
 */
const chatContext = prepared((db) => {
  const id = sql.placeholder('id');
  return db
    .select({
      doc: documents,
      history: sql<ChatContextRow['history']>`(
        SELECT coalesce(json_agg(json_build_object('role', m.role, 'content', m.content) ORDER BY m.seq), '[]'::json)
        FROM (SELECT ${messages.role} AS role, ${messages.content} AS content, ${messages.seq} AS seq FROM ${messages}
              WHERE ${messages.documentId} = ${id} ORDER BY ${messages.seq} DESC LIMIT ${sql.placeholder('limit')}) m)`,
      memories: sql<ChatContextRow['memories']>`(
        SELECT coalesce(json_agg(json_build_object('key', ${memories.key}, 'value', ${memories.value}, 'importance', ${memories.importance})
          ORDER BY ${memories.importance} DESC, ${memories.key}), '[]'::json)
        FROM ${memories} WHERE ${memories.documentId} = ${id})`,
      prompt: sql<string | null>`(SELECT ${prompts.content} FROM ${prompts} WHERE ${prompts.type} = 'chat')`,
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
