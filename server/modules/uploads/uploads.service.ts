import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { CheckedFile } from './file-check';
import { getUploadByKey, insertUpload } from './uploads.queries';

export const uploadUrl = (storageKey: string) => `/uploads/${storageKey}`;

/** Stores a checked file under a random name; the row is written only once the bytes are stored. */
export async function storeUpload(ctx: AppContext, userId: string, file: CheckedFile, originalName: string) {
  const storageKey = `${randomUUID()}.${file.ext}`;
  await ctx.storage.put(storageKey, file.data);
  try {
    await insertUpload(ctx.database.db, {
      userId,
      storageKey,
      mimeType: file.mime,
      size: file.data.length,
      originalName: originalName.slice(0, 255),
    });
  } catch (err) {
    await ctx.storage.delete(storageKey);
    throw err;
  }
  return { url: uploadUrl(storageKey) };
}

/** The bytes of the user's own upload, or 404. */
export async function readUpload(ctx: AppContext, userId: string, storageKey: string) {
  const row = await getUploadByKey(ctx.database.db, { storageKey, userId });
  const data = row ? await ctx.storage.get(storageKey) : null;
  if (!row || !data) throw notFound('File not found');
  return { data, mime: row.mimeType, name: row.originalName };
}
