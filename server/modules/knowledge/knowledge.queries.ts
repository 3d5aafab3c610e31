import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { knowledgeItems, knowledgePassages } from '../../db/schema/knowledge';
import { isUuid } from '../../lib/ids';
import type { Allowed } from '../../policies/can';
import type { Passage } from './passages';

export type KnowledgeItemRow = typeof knowledgeItems.$inferSelect;
type Decided<A extends string> = Allowed<{ id: string }, A>;

/** Rows a statement inserts at once: 6 parameters each stays far below the protocol's 65,535. */
const BATCH = 2000;

export const listItems = (db: Db, product: Decided<'read'>) =>
  db
    .select()
    .from(knowledgeItems)
    .where(eq(knowledgeItems.productId, product.id))
    .orderBy(desc(knowledgeItems.createdAt), desc(knowledgeItems.id));

/** Replaces the passages of an item with `passages`, in order, and keeps its count. */
export async function writePassages(db: Db, item: { id: string; productId: string }, passages: Passage[]) {
  await db.delete(knowledgePassages).where(eq(knowledgePassages.itemId, item.id));
  for (let i = 0; i < passages.length; i += BATCH) {
    await db.insert(knowledgePassages).values(
      passages.slice(i, i + BATCH).map((p, n) => ({
        itemId: item.id,
        productId: item.productId,
        ordinal: i + n,
        heading: p.heading,
        text: p.text,
      })),
    );
  }
  const [row] = await db.update(knowledgeItems).set({ passages: passages.length }).where(eq(knowledgeItems.id, item.id)).returning();
  return row;
}

/** A new item with its passages, in one transaction. */
export const insertItem = (db: Db, values: typeof knowledgeItems.$inferInsert, passages: Passage[]) =>
  db.transaction(async (tx) => {
    const [item] = await tx.insert(knowledgeItems).values(values).returning();
    if (!item) throw new Error('knowledge item not inserted');
    return (await writePassages(tx, item, passages)) ?? item;
  });

/** The product's item made from `documentId`, if the document was added already. */
export async function itemOfDocument(db: Db, product: Decided<'update'>, documentId: string) {
  const [row] = await db
    .select()
    .from(knowledgeItems)
    .where(and(eq(knowledgeItems.productId, product.id), eq(knowledgeItems.documentId, documentId)));
  return row;
}

/** Every item made from the document, in any product (to index it again after a save). */
export const itemsOfDocument = (db: Db, documentId: string) =>
  db.select().from(knowledgeItems).where(eq(knowledgeItems.documentId, documentId));

export async function deleteItem(db: Db, product: Decided<'update'>, itemId: string) {
  if (!isUuid(itemId)) return false;
  const deleted = await db
    .delete(knowledgeItems)
    .where(and(eq(knowledgeItems.productId, product.id), eq(knowledgeItems.id, itemId)))
    .returning({ id: knowledgeItems.id });
  return deleted.length === 1;
}

/** A passage as retrieval answers it: its text, its heading, and the item it came from. */
export type RetrievedPassage = {
  id: string;
  itemId: string;
  name: string;
  kind: 'file' | 'document';
  documentId: string | null;
  /** The journey of that document, to link it where the app opens it (a chat or the editor). */
  documentType: (typeof documents.$inferSelect)['type'] | null;
  heading: string;
  text: string;
  rank: number;
};

/** At most this many words of a question are searched for. */
const MOST_TERMS = 24;
/** Words that would read as operators of `websearch_to_tsquery`, or carry nothing. */
const OPERATORS = new Set(['or', 'and', 'not']);

/**
 * The question as a full-text query where any of its words may match: the words joined by `or`, so a
 * passage with some of them still ranks (ts_rank_cd favours those with more, and closer together).
 * Stop words fall out in the parser; a question of stop words alone matches nothing.
 */
export function orQuery(question: string): string {
  const terms = [...new Set((question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !OPERATORS.has(w)))];
  return terms.slice(0, MOST_TERMS).join(' or ');
}

/**
 * The passages of one product that best match the question by PostgreSQL full-text search, best first.
 * Scoped twice: by the product and by its owner, so another product's or another user's passages
 * never come back whatever id is passed.
 */
export async function retrievePassages(
  db: Db,
  { productId, userId, question, limit = 6 }: { productId: string; userId: string; question: string; limit?: number },
): Promise<RetrievedPassage[]> {
  const terms = orQuery(question);
  if (!terms || !isUuid(productId) || !isUuid(userId)) return [];
  const query = sql`websearch_to_tsquery('english', ${terms})`;
  const rank = sql<number>`ts_rank_cd(${knowledgePassages.search}, ${query}, 1)`;
  const rows = await db
    .select({
      id: knowledgePassages.id,
      itemId: knowledgeItems.id,
      name: knowledgeItems.name,
      kind: knowledgeItems.kind,
      documentId: knowledgeItems.documentId,
      documentType: documents.type,
      heading: knowledgePassages.heading,
      text: knowledgePassages.text,
      rank: rank.mapWith(Number),
    })
    .from(knowledgePassages)
    .innerJoin(knowledgeItems, eq(knowledgeItems.id, knowledgePassages.itemId))
    .leftJoin(documents, eq(documents.id, knowledgeItems.documentId))
    .where(
      and(
        eq(knowledgePassages.productId, productId),
        eq(knowledgeItems.productId, productId),
        eq(knowledgeItems.userId, userId),
        sql`${knowledgePassages.search} @@ ${query}`,
      ),
    )
    .orderBy(desc(rank), knowledgePassages.id)
    .limit(limit);
  return rows;
}
