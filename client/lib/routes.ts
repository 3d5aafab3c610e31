import { urlOf, type AnswerOf, type ApiRoute, type BodyOf, type ParamsOf, type QueryOf } from '@common/contract/route';

export { api } from '@common/contract/api';

declare const answerType: unique symbol;
declare const bodyType: unique symbol;

/**
 * A route read with GET, with its parameters: its address, the query key its answer is cached under,
 * and the type of that answer (from the contract).
 */
export type Resource<Answer> = {
  readonly url: string;
  readonly queryKey: readonly unknown[];
  readonly [answerType]?: Answer;
};

/** A route that changes data, with its parameters: method, address, and the types of its body and answer. */
export type Action<Body, Answer> = {
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly url: string;
  readonly [bodyType]?: Body;
  readonly [answerType]?: Answer;
};

/** A list that comes a page at a time: every page loaded is cached under its one key. */
export type PagedResource<Page> = {
  readonly url: string;
  readonly queryKey: readonly unknown[];
  page(limit: number, cursor: string | null): Resource<Page>;
};

type Paged = { nextCursor: unknown };
type Args<R extends ApiRoute> =
  ParamsOf<R> extends undefined ? [params?: undefined, query?: QueryOf<R>] : [params: ParamsOf<R>, query?: QueryOf<R>];

/**
 * The query key of a route's answer: `/api/<group>`, then the rest of the path's segments with the
 * parameters as they are, then the query when there is one. A document's key is so a prefix of its
 * messages' and memories' keys.
 */
function keyOf(route: ApiRoute, params: Record<string, unknown> = {}, query?: unknown): unknown[] {
  const [, prefix, group, ...rest] = route.path.split('/');
  const segments = rest.map((segment) => (segment.startsWith(':') ? params[segment.slice(1)] : segment));
  return [`/${prefix}/${group}`, ...segments, ...(query === undefined ? [] : [query])];
}

/**
 * A GET route of the contract with its path parameters and query: what `apiGet` and `queryFor` read.
 * A list route without a page asked for answers the whole list.
 */
export function resource<R extends ApiRoute & { method: 'GET' }>(
  route: R,
  ...[params, query]: Args<R>
): Resource<Exclude<AnswerOf<R>, Paged>> {
  return { url: urlOf(route, params as ParamsOf<R>, query), queryKey: keyOf(route, params as Record<string, unknown>, query) };
}

/** Where the filtered page-at-a-time reads of a list are cached: under the list's key, then this, then the filter. */
const PAGES = 'pages';

/** The key every filtered page-at-a-time read of `list` is cached under (`paged` with a query): refreshing it refreshes them all. */
export const pagesKeyOf = (list: Resource<unknown>) => [...list.queryKey, PAGES];

/**
 * A list route read a page at a time (`limit` items after `cursor`; the first page has none). With a
 * query (a filter), its pages have a key of their own below the list's (`pagesKeyOf`), never a prefix
 * of an item's queries.
 */
export function paged<R extends ApiRoute & { method: 'GET' }>(
  route: R,
  ...[params, query]: Args<R>
): PagedResource<Extract<AnswerOf<R>, Paged>> {
  const base = keyOf(route, params as Record<string, unknown>);
  const queryKey = query === undefined ? base : [...base, PAGES, query];
  return {
    url: urlOf(route, params as ParamsOf<R>, query),
    queryKey,
    page: (limit, cursor) => ({
      url: urlOf(route, params as ParamsOf<R>, { ...(query as object | undefined), limit, cursor } as QueryOf<R>),
      queryKey,
    }),
  };
}

/** A route of the contract that changes data, with its path parameters and query: what `apiSend` sends. */
export function action<R extends ApiRoute & { method: Action<unknown, unknown>['method'] }>(
  route: R,
  ...[params, query]: Args<R>
): Action<BodyOf<R>, AnswerOf<R>> {
  return { method: route.method, url: urlOf(route, params as ParamsOf<R>, query) };
}
