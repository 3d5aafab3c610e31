import { eq } from 'drizzle-orm';
import type { PromptType } from '../../../common/constants';
import type { Db } from '../../db/database';
import { prompts } from '../../db/schema/content';

export async function getPromptByType(db: Db, type: PromptType) {
  const [row] = await db.select().from(prompts).where(eq(prompts.type, type));
  return row;
}
