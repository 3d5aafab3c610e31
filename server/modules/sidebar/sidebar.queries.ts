import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { JourneyType } from '../../../common/constants';
import { typesOfKind } from '../../../common/journeys';
import { documentSummaryDto } from '../../../common/documents';
import { RECENT_CHATS } from '../../../common/sidebar';
import type { Db } from '../../db/database';
import { documents, itemCounts } from '../../db/schema/documents';
import { isoColumnsOf } from '../../db/dto-columns';
import { documentScope } from '../../policies/document.policy';

/** The kinds `item_counts` counts under: designs, and documents by type ('document:prd'). */
const DESIGN_KIND = 'design';
const DOCUMENT_KIND = 'document:';

const EDITOR_TYPES: readonly JourneyType[] = typesOfKind('editor');

/**
 * The chats, editor documents and designs of the reader's teams that others own, by kind, counted
 * now (a member sees what the team holds; none are kept in `item_counts`, which counts by owner).
 */
async function teamCounts(db: Db, readerId: string) {
  const teamsOf = sql`IN (SELECT tm.team_id FROM team_members tm WHERE tm.user_id = ${readerId})`;
  const result = await db.execute(sql`
    SELECT ${DOCUMENT_KIND} || type AS kind, count(*)::int AS count FROM documents
      WHERE team_id ${teamsOf} AND user_id <> ${readerId} GROUP BY type
    UNION ALL
    SELECT ${DESIGN_KIND} AS kind, count(*)::int AS count FROM designs
      WHERE team_id ${teamsOf} AND user_id <> ${readerId}`);
  return (result as unknown as { rows: { kind: string; count: number }[] }).rows.map((r) => ({ kind: r.kind, count: Number(r.count) }));
}

/**
 * The chats, editor documents and designs the reader owns or sees in their teams, from the counts the database keeps with
 * every write (one row per kind: never the reader's documents themselves).
 */
export async function countAll(db: Db, readerId: string) {
  const [owned, shared] = await Promise.all([
    db.select({ kind: itemCounts.kind, count: itemCounts.count }).from(itemCounts).where(eq(itemCounts.userId, readerId)),
    teamCounts(db, readerId),
  ]);
  const rows = [...owned, ...shared];
  const counts = { chats: 0, documents: 0, designs: 0 };
  for (const { kind, count } of rows) {
    if (kind === DESIGN_KIND) counts.designs += count;
    else if (!kind.startsWith(DOCUMENT_KIND)) continue;
    else if (EDITOR_TYPES.includes(kind.slice(DOCUMENT_KIND.length) as JourneyType)) counts.documents += count;
    else counts.chats += count;
  }
  return counts;
}

/** The chats the reader sees changed most recently, newest first, without their content. */
export const recentChats = (db: Db, readerId: string) =>
  db
    .select(isoColumnsOf(documents, documentSummaryDto))
    .from(documents)
    .where(and(documentScope(readerId), notInArray(documents.type, [...EDITOR_TYPES])))
    .orderBy(desc(documents.updatedAt), desc(documents.id))
    .limit(RECENT_CHATS);
