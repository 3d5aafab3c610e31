import { VERSION_KEEP_ALL_DAYS } from '../../../common/versions';
import type { Db } from '../../db/database';
import { makeKeyframe } from './version-store';
import * as q from './versions.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The pruning rule: every version of the last 7 days is kept; before that, the newest version of
 * each UTC day. The newest version of the document (its current text) is never pruned.
 * Versions stored as deltas on a pruned keyframe are first stored whole.
 */
export async function pruneVersions(db: Db, documentId: string, now: Date): Promise<number> {
  const head = await q.getHead(db, documentId);
  const old = await q.olderThan(db, documentId, new Date(now.getTime() - VERSION_KEEP_ALL_DAYS * DAY_MS));
  const newestOfDay = new Map<string, string>();
  for (const row of old) newestOfDay.set(row.createdAt.toISOString().slice(0, 10), row.id);
  const keep = new Set(newestOfDay.values());
  if (head) keep.add(head.id);
  const doomed = old.filter((row) => !keep.has(row.id)).map((row) => row.id);
  if (doomed.length === 0) return 0;
  const gone = new Set(doomed);
  for (const dependent of await q.dependentsOf(db, doomed)) {
    if (!gone.has(dependent.id)) await makeKeyframe(db, dependent);
  }
  await q.deleteVersions(db, doomed);
  return doomed.length;
}
