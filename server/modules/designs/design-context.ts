/** What a design chat reply knows of its design: title, notes, and the image's measurements, measured once and kept. */
import type { AppContext } from '../../lib/context';
import { htmlToText } from '../../lib/html-text';
import { measureDesign, type DesignMeasurements } from '../../ai/offline/design-review';
import type { DesignContext } from '../../ai/types';
import { measurementsKey, readUpload } from '../uploads/uploads.service';
import type { DesignRow } from './designs.queries';

/** Measurements of an uploaded image, stored beside it (like its thumbnail) the first time they are asked for. */
async function measurementsOf(ctx: AppContext, userId: string, imageUrl: string): Promise<DesignMeasurements | undefined> {
  const storageKey = imageUrl.replace(/^\/uploads\//, '');
  const cacheKey = measurementsKey(storageKey);
  const cached = await ctx.storage.get(cacheKey);
  if (cached) return JSON.parse(cached.toString('utf8')) as DesignMeasurements;
  const upload = await readUpload(ctx, userId, storageKey);
  if (!upload.mime.startsWith('image/')) return undefined;
  const measured = await measureDesign(upload.data);
  await ctx.storage.put(cacheKey, Buffer.from(JSON.stringify(measured)));
  return measured;
}

export async function designContext(ctx: AppContext, design: DesignRow): Promise<DesignContext> {
  const notes = htmlToText(design.content).trim();
  const base: DesignContext = { title: design.title, ...(notes ? { notes } : {}) };
  if (!design.imageUrl) return base;
  try {
    const measurements = await measurementsOf(ctx, design.userId, design.imageUrl);
    return measurements ? { ...base, measurements } : base;
  } catch {
    // An image that cannot be read or measured leaves the reply to the title and notes.
    return base;
  }
}
