import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema/designs';

/** The user's designs, newest first, without their content. */
export const listDesigns = (db: Db, { userId }: { userId: string }) =>
  db
    .select({
      id: designs.id,
      title: designs.title,
      imageUrl: designs.imageUrl,
      createdAt: designs.createdAt,
      updatedAt: designs.updatedAt,
    })
    .from(designs)
    .where(eq(designs.userId, userId))
    .orderBy(desc(designs.createdAt));
