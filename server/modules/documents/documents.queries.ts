import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema/documents';

/** The user's documents, newest first, without their content. */
export const listDocuments = (db: Db, { userId }: { userId: string }) =>
  db
    .select({
      id: documents.id,
      title: documents.title,
      type: documents.type,
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt));
