import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/auth';
import { designs } from '../../db/schema/designs';
import { documents, messages } from '../../db/schema/documents';
import { isoTime } from '../../db/sql-time';
import { isUuid } from '../../lib/ids';

/** A message with whose chat it is in: a document's or a design's, its owner and its team. */
export async function messageWithOwner(db: Db, messageId: string) {
  if (!isUuid(messageId)) return undefined;
  const [row] = await db
    .select({
      id: messages.id,
      role: messages.role,
      documentUserId: documents.userId,
      documentTeamId: documents.teamId,
      designUserId: designs.userId,
      designTeamId: designs.teamId,
    })
    .from(messages)
    .leftJoin(documents, eq(documents.id, messages.documentId))
    .leftJoin(designs, eq(designs.id, messages.designId))
    .where(eq(messages.id, messageId));
  return row;
}

/** Sets (or, with a null value, clears) a reply's vote; answers what the reply now carries. */
export async function setVote(db: Db, messageId: string, vote: { value: number | null; comment: string | null; at: Date | null }) {
  const [row] = await db
    .update(messages)
    .set({ vote: vote.value, voteComment: vote.comment, votedAt: vote.at })
    .where(eq(messages.id, messageId))
    .returning({ id: messages.id, vote: messages.vote, voteComment: messages.voteComment });
  return row;
}

const voted = and(isNotNull(messages.vote), isNotNull(messages.votedAt));

/** Only the replies written under `prompt` (null: those that record none); undefined: all. */
const ofPrompt = (prompt: string | null | undefined) =>
  prompt === undefined ? undefined : prompt === null ? isNull(messages.prompt) : eq(messages.prompt, prompt);

/** A page of votes, newest first, with the chat's journey, the voter and the reply's text, model and prompt. */
export const listVotes = (db: Db, { limit, offset, prompt }: { limit: number; offset: number; prompt?: string | null }) =>
  db
    .select({
      messageId: messages.id,
      value: sql<number>`${messages.vote}`,
      comment: messages.voteComment,
      votedAt: isoTime(messages.votedAt),
      journey: sql<string>`coalesce(${documents.type}, 'design')`,
      model: messages.model,
      prompt: messages.prompt,
      reply: messages.content,
      email: sql<string>`coalesce(${users.email}, '')`,
    })
    .from(messages)
    .leftJoin(documents, eq(documents.id, messages.documentId))
    .leftJoin(designs, eq(designs.id, messages.designId))
    .leftJoin(users, sql`${users.id} = coalesce(${documents.userId}, ${designs.userId})`)
    .where(and(voted, ofPrompt(prompt)))
    .orderBy(desc(messages.votedAt), desc(messages.id))
    .limit(limit)
    .offset(offset);

/** The votes counted per prompt version, the most voted first. */
export const votesByPrompt = (db: Db) =>
  db
    .select({
      prompt: messages.prompt,
      up: sql<number>`count(*) filter (where ${messages.vote} > 0)::int`,
      down: sql<number>`count(*) filter (where ${messages.vote} < 0)::int`,
      lastVotedAt: isoTime(sql`max(${messages.votedAt})`),
    })
    .from(messages)
    .where(voted)
    .groupBy(messages.prompt)
    .orderBy(sql`count(*) desc`, sql`max(${messages.votedAt}) desc`);
