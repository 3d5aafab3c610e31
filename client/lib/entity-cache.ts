import type { QueryClient } from '@tanstack/react-query';
import { api, paged, pagesKeyOf, resource, type Resource } from '@/lib/routes';

type Entity = { id: string; title: string; content: string };
type ListRoutes<D extends Entity> = { list: Resource<Omit<D, 'content'>[]>; one: (id: string) => Resource<D> };

/** Where documents and designs are cached: their list, each one, and each one's chat. */
export const documentRoutes = {
  list: resource(api.documents.list),
  one: (id: string) => resource(api.documents.one, { id }),
  messages: (id: string) => paged(api.messages.list, { id }),
};
export const designRoutes = {
  list: resource(api.designs.list),
  one: (id: string) => resource(api.designs.one, { id }),
  messages: (id: string) => paged(api.designs.messages, { id }),
};

/**
 * Refetches a list only (its key is a prefix of every item's own queries: messages, memories), its
 * filtered page-at-a-time reads (`pagesKeyOf`), and the sidebar's counts and recent chats that summarize it.
 */
export const refetchList = (queryClient: QueryClient, list: Resource<unknown>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: list.queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: pagesKeyOf(list) }),
    queryClient.invalidateQueries({ queryKey: resource(api.sidebar.summary).queryKey, exact: true }),
  ]);

/**
 * The server's copy of a document or design after a create or save: its own cache and its row in the
 * list change at once, so the sidebar badges and lists follow without a reload. `add: false` leaves a
 * list that does not hold it as it is. Answers whether the row's title changed.
 */
export function storeInCache<D extends Entity>(queryClient: QueryClient, routes: ListRoutes<D>, entity: D, { add = true } = {}) {
  const before = queryClient.getQueryData<D>(routes.one(entity.id).queryKey);
  queryClient.setQueryData(routes.one(entity.id).queryKey, entity);
  const { content: _content, ...summary } = entity;
  let renamed = before !== undefined && before.title !== entity.title;
  queryClient.setQueryData<Omit<D, 'content'>[]>(routes.list.queryKey, (list) => {
    if (!list) return list;
    const row = list.find((item) => item.id === entity.id);
    if (!row) return add ? [summary, ...list] : list;
    renamed ||= row.title !== entity.title;
    return list.map((item) => (item.id === entity.id ? summary : item));
  });
  return { renamed };
}
