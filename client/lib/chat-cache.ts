import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Page } from '@common/pages';
import { apiGet } from '@/lib/api-client';
import { type PagedResource } from '@/lib/routes';

/** A chat as cached: its pages as loaded, the latest messages first, each page oldest to newest. */
export type ChatPages<M> = InfiniteData<Page<M>, string | null>;
type Chat<M> = PagedResource<Page<M>>;
type Identified = { id: string };

/** Messages read to catch up with a change made elsewhere (another tab, a stopped reply). */
export const CATCH_UP_SIZE = 10;

/** The loaded messages, oldest first. */
export const loadedMessages = <M>(data: ChatPages<M>): M[] => data.pages.toReversed().flatMap((page) => page.items);

const onePage = <M>(page: Page<M>): ChatPages<M> => ({ pages: [page], pageParams: [null] });

/** Whether the cached chat holds the message `id`. */
export const holdsMessage = (queryClient: QueryClient, chat: Chat<Identified>, id: string) =>
  queryClient.getQueryData<ChatPages<Identified>>(chat.queryKey)?.pages.some((page) => page.items.some((m) => m.id === id)) ?? false;

/**
 * The chat with these messages: one it holds is replaced by this newer copy (a continued reply),
 * the others are added after its newest, in the order they came.
 */
export function withMessages<M extends Identified>(data: ChatPages<M>, incoming: M[]): ChatPages<M> {
  const fresh = new Map(incoming.map((m) => [m.id, m]));
  const replaced = data.pages.map((page) =>
    page.items.some((m) => fresh.has(m.id)) ? { ...page, items: page.items.map((m) => fresh.get(m.id) ?? m) } : page,
  );
  const known = new Set(data.pages.flatMap((page) => page.items.map((m) => m.id)));
  const added = incoming.filter((m) => !known.has(m.id));
  const [latest, ...earlier] = replaced;
  if (!latest || (added.length === 0 && replaced.every((page, i) => page === data.pages[i]))) return data;
  return { ...data, pages: [{ ...latest, items: [...latest.items, ...added] }, ...earlier] };
}

/** Appends messages to a cached chat (a chat of only these when it was not loaded: a new one). */
export const appendMessages = <M extends Identified>(queryClient: QueryClient, chat: Chat<M>, incoming: M[]) =>
  queryClient.setQueryData<ChatPages<M>>(chat.queryKey, (data) =>
    data ? withMessages(data, incoming) : onePage({ items: incoming, nextCursor: null }),
  );

/** The chat without the message `id` (when `inclusive`) and every message after it: an edit or a regenerate replaces them. */
export function withoutFrom<M extends Identified>(data: ChatPages<M>, id: string, inclusive: boolean): ChatPages<M> {
  // Pages run newest first: the pages after the one holding the message go, and it becomes the latest.
  const at = data.pages.findIndex((page) => page.items.some((m) => m.id === id));
  const page = data.pages[at];
  if (!page) return data;
  const cut = page.items.findIndex((m) => m.id === id) + (inclusive ? 0 : 1);
  return {
    pages: [{ ...page, items: page.items.slice(0, cut) }, ...data.pages.slice(at + 1)],
    pageParams: [null, ...data.pageParams.slice(at + 1)],
  };
}

/** Drops a message (when `inclusive`) and the later ones from a cached chat. */
export const dropMessagesFrom = <M extends Identified>(queryClient: QueryClient, chat: Chat<M>, id: string, inclusive: boolean) =>
  queryClient.setQueryData<ChatPages<M>>(chat.queryKey, (data) => data && withoutFrom(data, id, inclusive));

/** A cached message changed in place (a vote given), found by its id. */
export const patchMessage = <M extends Identified>(queryClient: QueryClient, chat: Chat<M>, id: string, patch: Partial<M>) =>
  queryClient.setQueryData<ChatPages<M>>(
    chat.queryKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: page.items.map((m) => (m.id === id ? { ...m, ...patch } : m)) })),
      },
  );

/**
 * The chat with its latest page as the server has it now: messages added meanwhile come after the
 * newest held, changed ones are replaced, and what only this tab made up (a stopped reply) gives way
 * to what was saved. Null when the latest page does not reach back to a message held (too much was
 * missed): then the chat must be read again.
 */
export function withLatestPage<M extends Identified>(data: ChatPages<M>, latest: Page<M>): ChatPages<M> | null {
  if (latest.nextCursor === null) return onePage(latest);
  const [first, ...earlier] = data.pages;
  const oldest = latest.items[0];
  const at = first && oldest ? first.items.findIndex((m) => m.id === oldest.id) : -1;
  if (!first || at < 0) return null;
  return { ...data, pages: [{ ...first, items: [...first.items.slice(0, at), ...latest.items] }, ...earlier] };
}

/**
 * Brings a cached chat up to date with a few of its latest messages instead of reading every loaded
 * page again; reads it all again only when that is not enough. A chat not loaded is left alone.
 */
export async function catchUp<M extends Identified>(queryClient: QueryClient, chat: Chat<M>) {
  if (!queryClient.getQueryData(chat.queryKey)) return;
  const refetch = () => queryClient.invalidateQueries({ queryKey: chat.queryKey, exact: true });
  let latest: Page<M>;
  try {
    latest = await apiGet(chat.page(CATCH_UP_SIZE, null));
  } catch {
    return refetch();
  }
  const data = queryClient.getQueryData<ChatPages<M>>(chat.queryKey);
  const caught = data && withLatestPage(data, latest);
  if (caught) queryClient.setQueryData(chat.queryKey, caught);
  else if (data) await refetch();
}
