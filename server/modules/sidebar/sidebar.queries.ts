import { and, desc, eq, notInArray } from 'drizzle-orm';
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
 * The chats, editor documents and designs the reader owns, from the counts the database keeps with
 * every write (one row per kind: never the reader's documents themselves).
 */
export async function countAll(db: Db, readerId: string) {
  const rows = await db.select({ kind: itemCounts.kind, count: itemCounts.count }).from(itemCounts).where(eq(itemCounts.userId, readerId));
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
