import { badRequest } from './errors';
import { isUuid } from './ids';

/** Where a row stands in a newest-first list: its time to the microsecond (UTC), then its id. */
export type ListPosition = { createdAt: string; id: string };

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;
export const BAD_CURSOR = 'cursor must be the nextCursor of a previous page';

/**
 * The opaque `nextCursor` of a page: the position of its last row. The next page starts after that
 * position, so rows added or deleted meanwhile never shift a page nor repeat a row.
 */
export const encodeCursor = (position: ListPosition) => Buffer.from(`${position.createdAt}|${position.id}`).toString('base64url');

/** A cursor back into a position; anything this server did not write answers 400. */
export function decodeCursor(cursor: string): ListPosition {
  const [createdAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !EXACT_TIME.test(createdAt) || !isUuid(id)) throw badRequest(BAD_CURSOR, 'invalid_input');
  return { createdAt, id: id.toLowerCase() };
}

/**
 * A page out of `limit + 1` rows read from a position on: the first `limit` rows, and the cursor of
 * the last of them when the extra row shows that another page follows.
 */
export function pageFrom<Row extends { id: string; position: string }>(rows: Row[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null };
}
