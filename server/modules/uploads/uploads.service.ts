import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, notFound, tooMany } from '../../lib/errors';
import { imageWork } from '../../lib/image-work';
import { authorize, can } from '../../policies/can';
import type { Member } from '../../policies/policy';
import { isPartOf } from '../../policies/upload.policy';
import type { CheckedFile } from './file-check';
import { fileTextKey, fileTextNotice, keepFileText, readFileText } from './file-text';
import { getUploadByKey, insertUploadWithinQuota, isImageOfReadableDesign, listStorageKeys } from './uploads.queries';

/** Uploads per user: pasting screenshots one after another stays far below it. */
export const UPLOAD_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const;
export const UPLOAD_LIMIT_MESSAGE = `You are uploading files too fast: at most ${UPLOAD_LIMIT.limit} files in ${UPLOAD_LIMIT.windowMs / 60_000} minutes. Please wait a moment.`;

/** Counts an upload against the user's limit before its bytes are looked at (429 past it). */
export async function countUpload(ctx: AppContext, userId: string) {
  if (await ctx.rates.consume({ key: `upload:${userId}`, ...UPLOAD_LIMIT })) throw tooMany(UPLOAD_LIMIT_MESSAGE);
}

export const uploadUrl = (storageKey: string) => `/uploads/${storageKey}`;

export const quotaFullMessage = (quotaMb: number) =>
  `Your storage is full: each account can keep at most ${quotaMb.toLocaleString('en')} MB of uploaded files.`;

/**
 * Stores a checked file under a random name, within the user's quota of stored bytes; the row is
 * written only once the bytes are stored, and the bytes go again when the row is refused. What the
 * AI can read of a document is read first (a damaged PDF is refused then) and kept beside it.
 */
export async function storeUpload(ctx: AppContext, userId: string, file: CheckedFile, originalName: string) {
  const read = await readFileText(file);
  const storageKey = `${randomUUID()}.${file.ext}`;
  const quotaMb = ctx.config.UPLOAD_QUOTA_MB;
  await ctx.storage.put(storageKey, file.data);
  let stored = false;
  try {
    const row = { userId, storageKey, mimeType: file.mime, size: file.data.length, originalName: originalName.slice(0, 255) };
    stored = (await insertUploadWithinQuota(ctx.database.db, row, quotaMb * 1024 * 1024)).stored;
  } finally {
    if (!stored) await ctx.storage.delete(storageKey);
  }
  if (!stored) throw new AppError(413, 'quota_full', quotaFullMessage(quotaMb));
  if (read) await keepFileText(ctx, storageKey, read);
  const notice = fileTextNotice(read);
  return { url: uploadUrl(storageKey), ...(notice ? { notice } : {}) };
}

const FILE_NOT_FOUND = 'File not found';

async function bytesOf(ctx: AppContext, row: { storageKey: string; mimeType: string; originalName: string }) {
  const data = await ctx.storage.get(row.storageKey);
  if (!data) throw notFound(FILE_NOT_FOUND);
  return { data, mime: row.mimeType, name: row.originalName };
}

/** The bytes of an upload the reader may have (their own, or the image of a design they may read), or 404. */
export async function readUpload(ctx: AppContext, reader: Member, storageKey: string) {
  const db = ctx.database.db;
  const row = await getUploadByKey(db, storageKey);
  const shown = row && row.userId !== reader.id && (await isImageOfReadableDesign(db, storageKey, reader.id));
  const upload = row && { ...row, imageOfDesignReadBy: shown ? reader.id : null };
  return bytesOf(ctx, authorize(reader, 'read', { upload }, { hidden: FILE_NOT_FOUND }));
}

/** The bytes of a file a resource names (a design's image), if it is part of that resource (`isPartOf`), or 404. */
export async function readFileOf(ctx: AppContext, resource: { userId: string }, storageKey: string) {
  const row = await getUploadByKey(ctx.database.db, storageKey);
  if (!row || !isPartOf(row, resource)) throw notFound(FILE_NOT_FOUND);
  return bytesOf(ctx, row);
}

/** Whether a file a resource names is part of it (`isPartOf`): a link to another account's file gives nothing. */
export async function isFileOf(ctx: AppContext, resource: { userId: string }, storageKey: string) {
  const row = await getUploadByKey(ctx.database.db, storageKey);
  return row !== undefined && isPartOf(row, resource);
}

/** An image URL given by the client must name an upload the user may attach (their own). */
export async function assertAttachable(ctx: AppContext, user: Member, url: string | null | undefined) {
  if (!url) return;
  const upload = await getUploadByKey(ctx.database.db, url.replace(/^\/uploads\//, ''));
  if (!upload || !can(user, 'attach', { upload })) throw badRequest('imageUrl: this image was not uploaded by you');
}

const THUMB_WIDTH = 480;

/** Where the thumbnail of a stored image is kept: the one name used to make, serve and delete it. */
export const thumbnailKey = (storageKey: string) => `thumb-${storageKey.replace(/\.[a-z0-9]+$/, '')}.webp`;

/** Bump when a design's measurements change shape, so older stored ones are measured again. */
const MEASUREMENTS_VERSION = 'v1';

/** Where the measurements of a stored image are kept (made once, read by every design-chat turn). */
export const measurementsKey = (storageKey: string) => `measure-${MEASUREMENTS_VERSION}-${storageKey.replace(/\.[a-z0-9]+$/, '')}.json`;

/** Every file kept beside a stored upload, deleted with it. */
const derivedKeys = (storageKey: string) => [thumbnailKey(storageKey), measurementsKey(storageKey), fileTextKey(storageKey)];

/** A small WebP of an uploaded image the reader may have, for lists, made once and kept beside the original. */
export async function readThumbnail(ctx: AppContext, reader: Member, storageKey: string) {
  const original = await readUpload(ctx, reader, storageKey);
  if (!original.mime.startsWith('image/')) return original;
  const thumbKey = thumbnailKey(storageKey);
  const cached = await ctx.storage.get(thumbKey);
  if (cached) return { data: cached, mime: 'image/webp', name: original.name };
  const { default: sharp } = await import('sharp');
  const data = await imageWork(() =>
    sharp(original.data).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
  );
  await ctx.storage.put(thumbKey, data);
  // The upload may have been deleted (with its account) while the thumbnail was being made: no orphan is left.
  if (!(await getUploadByKey(ctx.database.db, storageKey))) await ctx.storage.delete(thumbKey);
  return { data, mime: 'image/webp', name: original.name };
}

/** The storage keys of the user's files, read before their rows go (with the account). */
export const userStorageKeys = (ctx: AppContext, userId: string) => listStorageKeys(ctx.database.db, { userId });

/**
 * Deletes stored files and what was made from them (thumbnails, measurements). Every file is tried even when one fails; the first
 * failure is then thrown, so that it is logged and the user is told.
 */
export async function deleteStoredFiles(ctx: AppContext, storageKeys: string[]) {
  const results = await Promise.allSettled(storageKeys.flatMap((key) => [key, ...derivedKeys(key)].map((k) => ctx.storage.delete(k))));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
