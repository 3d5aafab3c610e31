import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { JourneyType } from '../../../common/constants';
import type { ProductItems } from '../../../common/products';
import { documentSummaryDto } from '../../../common/documents';
import type { Db } from '../../db/database';
import { columnsWithout, isoColumnsOf } from '../../db/dto-columns';
import { prepared } from '../../db/prepared';
import { documents } from '../../db/schema/documents';
import { exactTime } from '../../db/sql-time';
import { isUuid } from '../../lib/ids';
import type { Allowed } from '../../policies/can';
import { documentScope } from '../../policies/document.policy';
import type { ListPosition } from '../../lib/list-cursor';
import { inProduct } from '../products/product-choice';

export type DocumentRow = typeof documents.$inferSelect;
/** A document the policies let someone `A` (`authorize` in `server/policies/can.ts`): what writes take. */
type Decided<A extends string = string> = Allowed<{ id: string }, A>;

const byId = (id: string) => eq(documents.id, id);

/** The columns of a list's row: those `DocumentSummary` names, times as ISO text. */
const summaryColumns = isoColumnsOf(documents, documentSummaryDto);
const newestFirst = [desc(documents.createdAt), desc(documents.id)];

/** The documents `scope` lets the reader see (`documentScope`), newest first, without their content (times as ISO text). */
export const listDocuments = (db: Db, scope: SQL | undefined) =>
  db
    .select(summaryColumns)
    .from(documents)
    .where(scope)
    .orderBy(...newestFirst);

const pageAfter = prepared((db) =>
  db
    .select({ ...summaryColumns, position: exactTime(documents.createdAt) })
    .from(documents)
    .where(
      and(
        documentScope(sql.placeholder('readerId')),
        sql`(${documents.createdAt}, ${documents.id}) < (${sql.placeholder('createdAt')}::timestamp at time zone 'UTC', ${sql.placeholder('id')}::uuid)`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('document_page_after'),
);

const firstPage = prepared((db) =>
  db
    .select({ ...summaryColumns, position: exactTime(documents.createdAt) })
    .from(documents)
    .where(documentScope(sql.placeholder('readerId')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('document_first_page'),
);

/**
 * Which documents a page keeps: those of these journey types, those whose title holds every word,
 * and those of one product (`none`: in no product).
 */
export type DocumentFilter = { types?: readonly JourneyType[]; words?: readonly string[]; productId?: string };

/** A word as an ILIKE pattern that finds it anywhere, its `%`, `_` and `\` taken as themselves. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const filteredPage = (db: Db, readerId: string, limit: number, { types, words = [], productId }: DocumentFilter, after?: ListPosition) =>
  db
    .select({ ...summaryColumns, position: exactTime(documents.createdAt) })
    .from(documents)
    .where(
      and(
        documentScope(readerId),
        types ? inArray(documents.type, [...types]) : undefined,
        inProduct(documents.productId, productId),
        ...words.map((word) => ilike(documents.title, containing(word))),
        after
          ? sql`(${documents.createdAt}, ${documents.id}) < (${after.createdAt}::timestamp at time zone 'UTC', ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);

/**
 * Up to `limit` of the documents the reader sees, newest first, after `after` (from the newest
 * without it); only those `filter` keeps when it names types or words.
 */
export const listDocumentPage = (
  db: Db,
  { readerId, limit, after, filter = {} }: { readerId: string; limit: number; after?: ListPosition; filter?: DocumentFilter },
) => {
  if (filter.types || filter.words?.length || filter.productId) return filteredPage(db, readerId, limit, filter, after);
  return after ? pageAfter(db).execute({ readerId, limit, ...after }) : firstPage(db).execute({ readerId, limit });
};

/** The document with its owner, whoever asks: the caller authorizes it before anything leaves the server. */
export async function getDocumentById(db: Db, id: string): Promise<DocumentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(documents).where(byId(id));
  return row;
}

export type DocumentMeta = Omit<DocumentRow, 'content'>;
const metaColumns = columnsWithout(documents, 'content');

/** Everything but the content of the document, locked until the transaction ends (saves of one document queue). */
export async function lockDocumentMeta(db: Db, id: string): Promise<DocumentMeta | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(metaColumns).from(documents).where(byId(id)).for('update');
  return row;
}

export async function getContent(db: Db, doc: Decided<'update'>): Promise<string> {
  const [row] = await db.select({ content: documents.content }).from(documents).where(byId(doc.id));
  return row?.content ?? '';
}

/** Fields a request writes as sent: every column but the keys, the team (checked first), the times and the content (which is cleaned first). */
type PlainField = Exclude<keyof DocumentRow, 'id' | 'userId' | 'teamId' | 'content' | 'createdAt' | 'updatedAt'>;
const PLAIN_FIELDS = Object.keys(columnsWithout(documents, 'id', 'userId', 'teamId', 'content', 'createdAt', 'updatedAt')) as PlainField[];
export type PlainChanges = Partial<Pick<DocumentRow, PlainField>>;

/** The plain fields a request body sets (title, type, ...); anything else it holds is left out. */
export const plainChanges = (body: PlainChanges): PlainChanges =>
  Object.fromEntries(PLAIN_FIELDS.flatMap((field) => (body[field] === undefined ? [] : [[field, body[field]]])));

type Changes = PlainChanges & { content?: string };

/**
 * Writes `changes` (and the new `updatedAt`) unless they are what is stored: the database compares
 * the texts, so a 50-page document is never read back to be compared, unless the caller already
 * knows whether the content changed (`contentChanged`: it compared it with the stored text it read).
 * The new text goes to the database once, as a one-row table that the update both writes and compares
 * with. Answers the saved row, its content only when `withContent`, or undefined when nothing changed.
 */
export async function saveChanges(
  db: Db,
  doc: Decided<'update'>,
  changes: Changes & { updatedAt: Date },
  withContent: boolean,
  contentChanged?: boolean,
): Promise<DocumentMeta | DocumentRow | undefined> {
  const { content, ...rest } = changes;
  const differs = PLAIN_FIELDS.flatMap((field) =>
    rest[field] === undefined ? [] : [sql`${documents[field]} IS DISTINCT FROM ${rest[field]}`],
  );
  if (content !== undefined) {
    differs.push(contentChanged === undefined ? sql`${documents.content} IS DISTINCT FROM input.content` : sql`${contentChanged}`);
  }
  const update = db
    .update(documents)
    .set(content === undefined ? rest : { ...rest, content: sql`input.content` })
    .from(sql`(VALUES (${content ?? null}::text)) AS input(content)`)
    .where(and(byId(doc.id), or(...differs)));
  const [row] = withContent ? await update.returning() : await update.returning(metaColumns);
  return row;
}

/** The document, locked until the transaction ends: saves of one document run one after another. */
export async function lockDocument(db: Db, id: string): Promise<DocumentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(documents).where(byId(id)).for('update');
  return row;
}

export async function insertDocument(db: Db, row: typeof documents.$inferInsert): Promise<DocumentRow> {
  const [created] = await db.insert(documents).values(row).returning();
  if (!created) throw new Error('document insert returned nothing');
  return created;
}

export async function updateDocument(
  db: Db,
  doc: Decided<'update'>,
  changes: Partial<Pick<DocumentRow, 'title' | 'content' | 'type' | 'updatedAt'>>,
): Promise<DocumentRow | undefined> {
  const [row] = await db.update(documents).set(changes).where(byId(doc.id)).returning();
  return row;
}

export async function deleteDocument(db: Db, doc: Decided<'delete'>): Promise<boolean> {
  const rows = await db.delete(documents).where(byId(doc.id)).returning({ id: documents.id });
  return rows.length === 1;
}

/** Moves a product's documents to no product (`keep`) or deletes them (`delete`); answers their ids. */
export async function releaseProduct(db: Db, product: Allowed<{ id: string }, 'delete'>, items: ProductItems) {
  const mine = eq(documents.productId, product.id);
  const rows =
    items === 'keep'
      ? await db.update(documents).set({ productId: null }).where(mine).returning({ id: documents.id })
      : await db.delete(documents).where(mine).returning({ id: documents.id });
  return rows.map((r) => r.id);
}
