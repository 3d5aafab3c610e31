import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
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

/** An image URL given by the client must name one of the user's own uploads. */
export async function assertOwnUpload(ctx: AppContext, userId: string, url: string | null | undefined) {
  if (!url) return;
  const storageKey = url.replace(/^\/uploads\//, '');
  if (!(await getUploadByKey(ctx.database.db, { storageKey, userId }))) {
    throw badRequest('imageUrl: this image was not uploaded by you');
  }
}

const THUMB_WIDTH = 480;

/** A small WebP of the user's uploaded image for lists, made once and kept beside the original. */
export async function readThumbnail(ctx: AppContext, userId: string, storageKey: string) {
  const original = await readUpload(ctx, userId, storageKey);
  if (!original.mime.startsWith('image/')) return original;
  const thumbKey = `thumb-${storageKey.replace(/\.[a-z0-9]+$/, '.webp')}`;
  const cached = await ctx.storage.get(thumbKey);
  if (cached) return { data: cached, mime: 'image/webp', name: original.name };
  const data = await sharp(original.data).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  await ctx.storage.put(thumbKey, data);
  return { data, mime: 'image/webp', name: original.name };
}
