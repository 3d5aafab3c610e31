import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { designs, uploads } from '../../db/schema/designs';
import { designScope } from '../../policies/design.policy';

/**
 * Inserts the upload when the user's stored bytes stay within `quotaBytes`; otherwise answers how
 * many bytes they already use. A lock per user makes concurrent uploads count one after another.
 */
export async function insertUploadWithinQuota(db: Db, row: typeof uploads.$inferInsert, quotaBytes: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`uploads:${row.userId}`}, 727003))`);
    const [usage] = await tx
      .select({ used: sql<number>`coalesce(sum(${uploads.size}), 0)`.mapWith(Number) })
      .from(uploads)
      .where(eq(uploads.userId, row.userId));
    const used = usage?.used ?? 0;
    if (used + row.size > quotaBytes) return { stored: false as const, used };
    await tx.insert(uploads).values(row);
    return { stored: true as const, used: used + row.size };
  });
}

/** The upload stored under `storageKey`, with who uploaded it: the caller decides who may have it. */
export async function getUploadByKey(db: Db, storageKey: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey));
  return row;
}

/** The storage keys of every file the user uploaded. */
export async function listStorageKeys(db: Db, { userId }: { userId: string }) {
  return (await db.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.userId, userId))).map((r) => r.key);
}

/** Whether a design `readerId` may read (their own or their team's) shows the file as its image. */
export async function isImageOfReadableDesign(db: Db, storageKey: string, readerId: string) {
  const [row] = await db
    .select({ id: designs.id })
    .from(designs)
    .where(and(eq(designs.imageUrl, `/uploads/${storageKey}`), designScope(readerId)))
    .limit(1);
  return row !== undefined;
}
