import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { prompts } from '../../db/schema/content';
import type { ChatTurn } from '../../ai/types';

/** The columns of a table of chat messages (a document's messages, a design's messages). */
export type MessageColumns = { table: PgTable; parent: PgColumn; role: PgColumn; content: PgColumn; seq: PgColumn; isQuestion?: PgColumn };

/**
 * For a select: the last `limit` turns of the conversation under `parentId`, oldest first, as one JSON
 * array, so that the owner, its history and the prompt come back in a single round trip.
 */
export const historySql = (m: MessageColumns, parentId: SQL | Placeholder, limit: SQL | Placeholder) => sql<ChatTurn[]>`(
  SELECT coalesce(json_agg(json_build_object('role', h.role, 'content', h.content, 'isQuestion', h.q) ORDER BY h.seq), '[]'::json)
  FROM (SELECT ${m.role} AS role, ${m.content} AS content, ${m.seq} AS seq, ${m.isQuestion ?? sql`false`} AS q FROM ${m.table}
        WHERE ${m.parent} = ${parentId} ORDER BY ${m.seq} DESC LIMIT ${limit}) h)`;

/** For a select: the admin-edited chat prompt, which every chat reply is written under. */
export const chatPromptSql = sql<string | null>`(SELECT ${prompts.content} FROM ${prompts} WHERE ${prompts.type} = 'chat')`;

/**
 * For a where clause: the messages of the conversation under `parentId` written before its message
 * `anchorId` (in insertion order). Nothing when that message is not in this conversation.
 */
export const earlierThanSql = (m: MessageColumns & { id: PgColumn }, parentId: SQL | Placeholder, anchorId: SQL | Placeholder) => {
  const col = (c: PgColumn) => sql`anchor.${sql.identifier(c.name)}`;
  return sql`${m.seq} < (SELECT ${col(m.seq)} FROM ${m.table} AS anchor WHERE ${col(m.id)} = ${anchorId}::uuid AND ${col(m.parent)} = ${parentId})`;
};
