import type { PageQuery } from '../../../common/pages';
import { badRequest } from '../../lib/errors';
import { BAD_CURSOR, decodeCursor, pageFrom } from '../../lib/list-cursor';

type Positioned = { id: string; position: string };

/** Where a conversation's pages are read: newest first, up to `limit`, before the message `before`. */
export type PageSource<Row extends Positioned> = {
  read(limit: number, before?: string): Promise<Row[]>;
  /** Whether the conversation holds the message `id`. */
  holds(id: string): Promise<boolean>;
};

/**
 * One page of a conversation: `limit` (`size` by default) of its latest messages, or of those written
 * before the message of `cursor`, oldest to newest as a chat shows them. `nextCursor` asks for the
 * earlier messages, null once the first message is in.
 */
export async function readMessagePage<Row extends Positioned>(source: PageSource<Row>, query: PageQuery, size: number) {
  const limit = query.limit ?? size;
  const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor).id;
  // One row more than the page tells whether earlier messages remain.
  const page = pageFrom(await source.read(limit + 1, before), limit);
  // A cursor always has earlier messages behind it: none means it names no message of this chat.
  if (before && page.items.length === 0 && !(await source.holds(before))) throw badRequest(BAD_CURSOR, 'invalid_input');
  return { items: page.items.reverse(), nextCursor: page.nextCursor };
}
