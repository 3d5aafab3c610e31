/** What a design chat reply knows of its design: title, notes, and the image's measurements, measured once and kept. */
import type { AppContext } from '../../lib/context';
import { htmlToText } from '../../lib/html-text';
import { measureDesign, type DesignMeasurements } from '../../ai/offline/design-review';
import type { DesignContext } from '../../ai/types';
import { measurementsKey, readFileOf } from '../uploads/uploads.service';
import type { DesignRow } from './designs.queries';

/**
 * The design's image and its measurements, stored beside the upload (like its thumbnail) the first
 * time they are asked for; the image goes to models that read images.
 */
async function imageOf(ctx: AppContext, design: DesignRow, imageUrl: string): Promise<Pick<DesignContext, 'measurements' | 'image'>> {
  const storageKey = imageUrl.replace(/^\/uploads\//, '');
  const upload = await readFileOf(ctx, design, storageKey);
  if (!upload.mime.startsWith('image/')) return {};
  const image = { data: upload.data, mediaType: upload.mime };
  const cacheKey = measurementsKey(storageKey);
  const cached = await ctx.storage.get(cacheKey);
  if (cached) return { image, measurements: JSON.parse(cached.toString('utf8')) as DesignMeasurements };
  const measurements = await measureDesign(upload.data);
  await ctx.storage.put(cacheKey, Buffer.from(JSON.stringify(measurements)));
  return { image, measurements };
}

export async function designContext(ctx: AppContext, design: DesignRow): Promise<DesignContext> {
  const notes = htmlToText(design.content).trim();
  const base: DesignContext = { title: design.title, ...(notes ? { notes } : {}) };
  if (!design.imageUrl) return base;
  try {
    return { ...base, ...(await imageOf(ctx, design, design.imageUrl)) };
  } catch {
    // An image that cannot be read or measured leaves the reply to the title and notes.
    return base;
  }
}
