import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { feedback } from '../../db/schema/content';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { deleteStoredFiles, userStorageKeys } from '../uploads/uploads.service';

export async function submitFeedback(ctx: AppContext, userId: string, text: string) {
  await ctx.database.db.insert(feedback).values({ userId, feedback: text, createdAt: ctx.clock.now() });
}

/**
 * Deletes the user and, by cascade, every document, message, memory, design, upload row and session;
 * then the stored files and their thumbnails.
 */
export async function deleteAccount(ctx: AppContext, user: { id: string; email: string }, confirm: string) {
  if (confirm !== user.email) throw badRequest('Type your e-mail address exactly to confirm the deletion');
  const files = await userStorageKeys(ctx, user.id);
  await ctx.database.db.delete(users).where(eq(users.id, user.id));
  // Every server forgets the user's cached sessions (this one at once) and closes their streams.
  await ctx.events.endSessions(user.id);
  await deleteStoredFiles(ctx, files);
}
