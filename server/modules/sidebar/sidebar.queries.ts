import { and, desc, inArray, notInArray, sql } from 'drizzle-orm';
import { JOURNEY_LIST } from '../../../common/journeys';
import { documentSummaryDto } from '../../../common/documents';
import { RECENT_CHATS } from '../../../common/sidebar';
import type { Db } from '../../db/database';
import { designs } from '../../db/schema/designs';
import { documents } from '../../db/schema/documents';
import { isoColumnsOf } from '../../db/dto-columns';
import { designScope } from '../../policies/design.policy';
import { documentScope } from '../../policies/document.policy';

const EDITOR_TYPES = JOURNEY_LIST.filter((journey) => journey.opensEditor).map((journey) => journey.type);

/** The chats, editor documents and designs the reader sees, counted in one statement. */
export async function countAll(db: Db, readerId: string) {
  const isEditor = inArray(documents.type, EDITOR_TYPES);
  const [row] = await db
    .select({
      chats: sql<number>`count(*) filter (where not ${isEditor})`.mapWith(Number),
      documents: sql<number>`count(*) filter (where ${isEditor})`.mapWith(Number),
      designs: sql<number>`(select count(*) from ${designs} where ${designScope(readerId)})`.mapWith(Number),
    })
    .from(documents)
    .where(documentScope(readerId));
  return row ?? { chats: 0, documents: 0, designs: 0 };
}

/** The chats the reader sees changed most recently, newest first, without their content. */
export const recentChats = (db: Db, readerId: string) =>
  db
    .select(isoColumnsOf(documents, documentSummaryDto))
    .from(documents)
    .where(and(documentScope(readerId), notInArray(documents.type, EDITOR_TYPES)))
    .orderBy(desc(documents.updatedAt), desc(documents.id))
    .limit(RECENT_CHATS);
