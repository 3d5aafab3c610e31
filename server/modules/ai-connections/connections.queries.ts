import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { aiConnections, aiModels } from '../../db/schema/ai';
import { users } from '../../db/schema/auth';
import { designs } from '../../db/schema/designs';
import { documents, messages } from '../../db/schema/documents';

export type ConnectionRow = typeof aiConnections.$inferSelect;
export type ModelRow = typeof aiModels.$inferSelect;

export const listConnections = (db: Db) => db.select().from(aiConnections).orderBy(asc(aiConnections.createdAt));

export async function getConnection(db: Db, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(aiConnections).where(eq(aiConnections.id, id));
  return row;
}

export async function insertConnection(db: Db, row: typeof aiConnections.$inferInsert): Promise<ConnectionRow> {
  const [saved] = await db.insert(aiConnections).values(row).returning();
  if (!saved) throw new Error('connection insert returned nothing');
  return saved;
}

/** Removes a connection (its models go with it); whether there was one. */
export async function deleteConnection(db: Db, id: string) {
  const rows = await db.delete(aiConnections).where(eq(aiConnections.id, id)).returning({ id: aiConnections.id });
  return rows.length > 0;
}

export const listModels = (db: Db) => db.select().from(aiModels).orderBy(asc(aiModels.createdAt), asc(aiModels.model));

/** One enabled model with its connection, as a chat's reply needs them. */
export async function getModelWithConnection(db: Db, connectionId: string, model: string) {
  const [row] = await db
    .select({ model: aiModels, connection: aiConnections })
    .from(aiModels)
    .innerJoin(aiConnections, eq(aiConnections.id, aiModels.connectionId))
    .where(and(eq(aiModels.connectionId, connectionId), eq(aiModels.model, model)));
  return row;
}

/** The default model with its connection, when the admin named one. */
export async function getDefaultModel(db: Db) {
  const [row] = await db
    .select({ model: aiModels, connection: aiConnections })
    .from(aiModels)
    .innerJoin(aiConnections, eq(aiConnections.id, aiModels.connectionId))
    .where(eq(aiModels.isDefault, true))
    .limit(1);
  return row;
}

/** The enabled models replaced by `rows`, in one transaction. */
export async function replaceModels(db: Db, rows: (typeof aiModels.$inferInsert)[]) {
  await db.transaction(async (tx) => {
    await tx.delete(aiModels);
    if (rows.length > 0) await tx.insert(aiModels).values(rows);
  });
}

/** Replies (assistant messages with a model) per user and model written in [from, to). */
export function sumUsage(db: Db, from: Date, to: Date) {
  const owner = sql<string>`coalesce(${documents.userId}, ${designs.userId})`;
  return db
    .select({
      userId: sql<string>`${users.id}`,
      email: users.email,
      model: sql<string>`${messages.model}`,
      replies: sql<number>`count(*)::int`,
      inputTokens: sql<number>`coalesce(sum((${messages.usage}->>'inputTokens')::bigint), 0)::float8`,
      outputTokens: sql<number>`coalesce(sum((${messages.usage}->>'outputTokens')::bigint), 0)::float8`,
    })
    .from(messages)
    .leftJoin(documents, eq(documents.id, messages.documentId))
    .leftJoin(designs, eq(designs.id, messages.designId))
    .innerJoin(users, eq(users.id, owner))
    .where(and(eq(messages.role, 'assistant'), isNotNull(messages.model), gte(messages.createdAt, from), lt(messages.createdAt, to)))
    .groupBy(users.id, users.email, messages.model)
    .orderBy(asc(users.email), asc(messages.model));
}

/** What a `PATCH` of a chat or design writes: its model, its product (null: none), or both. */
export type ChatSettings = { model?: string; productId?: string | null; teamId?: string | null };

/** The chat's settings saved on its document; the document as it now is. */
export async function setDocumentSettings(db: Db, id: string, settings: ChatSettings) {
  const [row] = await db.update(documents).set(settings).where(eq(documents.id, id)).returning();
  return row;
}

export async function setDesignSettings(db: Db, id: string, settings: ChatSettings) {
  const [row] = await db.update(designs).set(settings).where(eq(designs.id, id)).returning();
  return row;
}
