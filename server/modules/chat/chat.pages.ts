import { MESSAGE_PAGE_SIZE } from '../../../common/documents';
import type { Page, PageQuery } from '../../../common/pages';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { BAD_CURSOR, decodeCursor, pageFrom } from '../../lib/list-cursor';
import * as q from './chat.queries';
import type { Ask } from '../../policies/policy';
import type { ChatKind } from './chat.service';

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

/**
 * A chat (404 unless its owner's policy lets the actor read it): all of it, oldest first, when no page is asked for;
 * else one page of `limit` (`MESSAGE_PAGE_SIZE` by default), as `readMessagePage` reads it.
 */
export async function readChat<M extends { id: string }>(
  ctx: AppContext,
  kind: ChatKind<M>,
  ask: Ask,
  query: PageQuery = {},
): Promise<M[] | Page<M>> {
  if (query.limit === undefined && query.cursor === undefined) return listChat(ctx, kind, ask);
  const { id } = await kind.ownerOf(ctx, ask, 'read');
  const db = ctx.database.db;
  const chat = { owner: kind.owner, id };
  const source = {
    read: (limit: number, before?: string) => q.listChatPage(db, { ...chat, limit, before }),
    holds: (messageId: string) => q.holdsChatMessage(db, { ...chat, messageId }),
  };
  const page = await readMessagePage(source, query, MESSAGE_PAGE_SIZE);
  return { items: page.items.map(kind.toDto), nextCursor: page.nextCursor };
}

/** The whole chat, oldest first: 404 unless its owner's policy lets the actor read it. */
export async function listChat<M extends { id: string }>(ctx: AppContext, kind: ChatKind<M>, ask: Ask) {
  const { id } = await kind.ownerOf(ctx, ask, 'read');
  return (await q.listChatMessages(ctx.database.db, { owner: kind.owner, id })).map(kind.toDto);
}
