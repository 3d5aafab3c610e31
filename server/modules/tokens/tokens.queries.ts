import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { apiTokens, users } from '../../db/schema/auth';

export type TokenRow = typeof apiTokens.$inferSelect;

export const listTokensOf = (db: Db, userId: string) =>
  db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));

export async function countTokensOf(db: Db, userId: string) {
  const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.n ?? 0;
}

export async function insertToken(db: Db, row: typeof apiTokens.$inferInsert) {
  const [inserted] = await db.insert(apiTokens).values(row).returning({ id: apiTokens.id });
  if (!inserted) throw new Error('token insert returned nothing');
  return inserted;
}

/** Deletes a token of this user: false when the user has no token of that id. */
export async function deleteTokenOf(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return deleted.length === 1;
}

const tokenWithUser = prepared((db) =>
  db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')))
    .prepare('api_token_with_user'),
);

export async function getTokenWithUser(db: Db, tokenHash: string) {
  const [row] = await tokenWithUser(db).execute({ tokenHash });
  return row;
}

export const touchToken = (db: Db, id: string, at: Date) => db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, id));
