import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { knowledgeItems, knowledgePassages, knowledgeTerms } from '../../db/schema/knowledge';
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

/**
 * Adds `sign` (1 or -1) times the item's passages to the product's word counts: each lexeme of the
 * item counted once per passage that holds it.
 */
async function countTerms(db: Db, item: { id: string; productId: string }, sign: 1 | -1) {
  await db.execute(sql`
    INSERT INTO ${knowledgeTerms} (product_id, term, passages)
    SELECT ${item.productId}, lexeme, ${sign} * count(*)::int
    FROM ${knowledgePassages}, unnest(tsvector_to_array(${knowledgePassages.search})) AS lexeme
    WHERE ${knowledgePassages.itemId} = ${item.id}
    GROUP BY lexeme
    ORDER BY lexeme
    ON CONFLICT (product_id, term) DO UPDATE SET passages = ${knowledgeTerms.passages} + excluded.passages`);
  if (sign < 0)
    await db.delete(knowledgeTerms).where(and(eq(knowledgeTerms.productId, item.productId), sql`${knowledgeTerms.passages} <= 0`));
}

/** Replaces the passages of an item with `passages`, in order, and keeps its count and the product's word counts. */
export async function writePassages(db: Db, item: { id: string; productId: string }, passages: Passage[]) {
  await countTerms(db, item, -1);
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
  await countTerms(db, item, 1);
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
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(knowledgeItems)
      .where(and(eq(knowledgeItems.productId, product.id), eq(knowledgeItems.id, itemId)))
      .for('update');
    if (!item) return false;
    await countTerms(tx, item, -1);
    await tx.delete(knowledgeItems).where(eq(knowledgeItems.id, item.id));
    return true;
  });
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
/** Passages ranked at most per question: the rarer words choose them, so a common word costs nothing. */
const CANDIDATES = 100;

/** A tsquery of lexemes as they are (already stemmed), joined by `op`. */
const lexemeQuery = (lexemes: string[], op: '|' | '&') => lexemes.map((l) => `'${l.replaceAll("'", "''")}'`).join(` ${op} `);

/**
 * The question's words as the index holds them (english stems, stop words dropped), each with how
 * many of the product's passages hold it, rarest first; words no passage holds are left out.
 */
async function questionTerms(db: Db, productId: string, question: string) {
  const rows = await db.execute<{ term: string; passages: number }>(sql`
    SELECT t.term, t.passages
    FROM unnest(tsvector_to_array(to_tsvector('english', ${question.slice(0, 2000)}))) AS q(lexeme)
    JOIN ${knowledgeTerms} t ON t.product_id = ${productId} AND t.term = q.lexeme
    ORDER BY t.passages, t.term
    LIMIT ${MOST_TERMS}`);
  return (rows as unknown as { rows: { term: string; passages: number }[] }).rows;
}

/**
 * Which passages to rank: those holding any of the rarest words, as many words as stay under
 * CANDIDATES passages in all; when even the rarest word is in more, those holding both of the two
 * rarest words (at most CANDIDATES of them).
 */
function selective(terms: { term: string; passages: number }[]): string {
  const chosen: string[] = [];
  let total = 0;
  for (const t of terms) {
    if (chosen.length > 0 && total + t.passages > CANDIDATES) break;
    chosen.push(t.term);
    total += t.passages;
  }
  return total > CANDIDATES
    ? lexemeQuery(
        terms.slice(0, 2).map((t) => t.term),
        '&',
      )
    : lexemeQuery(chosen, '|');
}

/**
 * The passages of one product that best match the question by PostgreSQL full-text search, best
 * first: ranked by ts_rank_cd against all of the question's words (any of them may match, more and
 * closer ones rank higher; a heading's words weigh more). Scoped twice: by the product and by its
 * owner, so another product's or another user's passages never come back whatever id is passed.
 */
export async function retrievePassages(
  db: Db,
  { productId, userId, question, limit = 6 }: { productId: string; userId: string; question: string; limit?: number },
): Promise<RetrievedPassage[]> {
  if (!question.trim() || !isUuid(productId) || !isUuid(userId)) return [];
  const terms = await questionTerms(db, productId, question);
  if (terms.length === 0) return [];
  const any = sql`${lexemeQuery(
    terms.map((t) => t.term),
    '|',
  )}::tsquery`;
  const rank = sql<number>`ts_rank_cd(${knowledgePassages.search}, ${any}, 1)`;
  const candidates = sql`SELECT id FROM ${knowledgePassages} WHERE product_id = ${productId} AND search @@ ${selective(terms)}::tsquery LIMIT ${CANDIDATES}`;
  return selectPassages(db, { productId, userId }, candidates, rank).orderBy(desc(rank), knowledgePassages.id).limit(limit);
}

/**
 * The passages whose ids `ids` (a subquery or a list) selects, with their item, scoped by the product
 * and by its owner; `rank` is computed for each (0 when not given).
 */
export const selectPassages = (db: Db, scope: { productId: string; userId: string }, ids: SQL, rank: SQL<number> = sql<number>`0`) =>
  db
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
        sql`${knowledgePassages.id} IN (${ids})`,
        eq(knowledgePassages.productId, scope.productId),
        eq(knowledgeItems.productId, scope.productId),
        eq(knowledgeItems.userId, scope.userId),
      ),
    );
