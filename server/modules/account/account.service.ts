import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { uploads } from '../../db/schema/designs';
import { feedback } from '../../db/schema/content';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { forgetUser } from '../auth/auth.service';

export async function submitFeedback(ctx: AppContext, userId: string, text: string) {
  await ctx.database.db.insert(feedback).values({ userId, feedback: text, createdAt: ctx.clock.now() });
}

/** Deletes the user and, by cascade, every document, message, memory, design, upload row and session. */
export async function deleteAccount(ctx: AppContext, user: { id: string; email: string }, confirm: string) {
  if (confirm !== user.email) throw badRequest('Type your e-mail address exactly to confirm the deletion');
  const files = await ctx.database.db.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.userId, user.id));
  await ctx.database.db.delete(users).where(eq(users.id, user.id));
  forgetUser(ctx, user.id);
  for (const { key } of files) {
    await ctx.storage.delete(key);
    await ctx.storage.delete(`thumb-${key.replace(/\.[a-z0-9]+$/, '.webp')}`);
  }
}
