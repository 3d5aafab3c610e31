import type { Db } from '../../db/database';
import { applyDelta, computeDelta, packDelta, packText, unpackDelta, unpackText } from './version-delta';
import * as q from './versions.queries';

/** A delta is kept only while it is under half of the whole text deflated; past that, a new keyframe. */
const DELTA_SHARE = 0.5;

/** The content a version holds, rebuilt from its keyframe when it is a delta. */
export async function readContent(db: Db, row: Pick<q.VersionRow, 'baseId' | 'data'>): Promise<string> {
  if (!row.baseId) return unpackText(row.data);
  const base = await q.getById(db, row.baseId);
  if (!base) throw new Error('version keyframe missing');
  return applyDelta(unpackText(base.data), unpackDelta(row.data));
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
    const delta = packDelta(computeDelta(unpackText(keyframe.data), content));
    // The whole text would deflate about as well as its keyframe did.
    const whole = (keyframe.data.length * content.length) / Math.max(1, keyframe.size);
    if (delta.length < whole * DELTA_SHARE) return { baseId: keyframe.id, data: delta, size: content.length };
  }
  return { baseId: null, data: packText(content), size: content.length };
}

/** Stores a version whole, so versions built on a keyframe outlive its pruning. */
export async function makeKeyframe(db: Db, row: q.VersionRow) {
  const content = await readContent(db, row);
  await q.updateData(db, row.id, { baseId: null, data: packText(content) });
}
