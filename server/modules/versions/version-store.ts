import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';
import { applyDelta, computeDelta, packDelta, packText, unpackDelta, unpackText } from './version-delta';
import * as q from './versions.queries';

/** A delta is kept only while it is under half of the whole text deflated; past that, a new keyframe. */
const DELTA_SHARE = 0.5;

/**
 * Keyframe texts by version id, kept in memory (8 million characters at most): a version's text
 * never changes under its id (a coalesced save gives the version a new id; a delta made whole keeps
 * its text), so a kept text is true on every server, and each save of a long document need not read
 * and inflate its keyframe.
 */
const keyframeTexts = new LRUCache<string, string>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (text) => Math.max(1, text.length) });

/** The text of the keyframe `id`. */
async function keyframeText(db: Db, id: string): Promise<string> {
  const known = keyframeTexts.get(id);
  if (known !== undefined) return known;
  const row = await q.getById(db, id);
  if (!row || row.baseId) throw new Error('version keyframe missing');
  const text = unpackText(row.data);
  keyframeTexts.set(id, text);
  return text;
}

/** The content a version holds, rebuilt from its keyframe when it is a delta. */
export async function readContent(db: Db, row: Pick<q.VersionRow, 'baseId' | 'data'>): Promise<string> {
  if (!row.baseId) return unpackText(row.data);
  return applyDelta(await keyframeText(db, row.baseId), unpackDelta(row.data));
}

/** How to store `content`: a delta against the newest keyframe (other than `except`) when small, else whole. */
export async function encode(
  db: Db,
  documentId: string,
  content: string,
  except?: string,
): Promise<Pick<q.VersionRow, 'baseId' | 'data' | 'size'>> {
  const keyframe = await q.getLatestKeyframe(db, documentId, except);
  // A keyframe much shorter or longer than the text would give a delta of mostly new text.
  if (keyframe && keyframe.size * 2 >= content.length && keyframe.size <= content.length * 2) {
    const delta = packDelta(computeDelta(await keyframeText(db, keyframe.id), content));
    // The whole text would deflate about as well as its keyframe did.
    const whole = (keyframe.packed * content.length) / Math.max(1, keyframe.size);
    if (delta.length < whole * DELTA_SHARE) return { baseId: keyframe.id, data: delta, size: content.length };
  }
  return { baseId: null, data: packText(content), size: content.length };
}

/** Stores a version whole, so versions built on a keyframe outlive its pruning. */
export async function makeKeyframe(db: Db, row: q.VersionRow) {
  const content = await readContent(db, row);
  await q.updateData(db, row.id, { baseId: null, data: packText(content) });
}
