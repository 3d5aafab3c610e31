declare const answerType: unique symbol;
declare const bodyType: unique symbol;

/**
 * A route read with GET: its address, the query key its answer is cached under, and the type of that
 * answer (from common/). The key holds the path's segments as they are, the address encodes them.
 */
export type Resource<Answer> = {
  readonly url: string;
  readonly queryKey: readonly string[];
  readonly [answerType]?: Answer;
};

/** A route that changes data: method, address, and the types of its body and of its answer (from common/). */
export type Action<Body, Answer> = {
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly url: string;
  readonly [bodyType]?: Body;
  readonly [answerType]?: Answer;
};

/** The answer type a route declares. */
export type AnswerOf<R> = R extends Resource<infer A> ? A : R extends Action<unknown, infer A> ? A : never;

type Base = `/api/${string}`;

const urlOf = (base: Base, segments: string[]) => [base, ...segments.map(encodeURIComponent)].join('/');

/** A GET route under `base`, then the given segments (ids, sub-resources). */
export const get = <Answer>(base: Base, ...segments: string[]): Resource<Answer> => ({
  url: urlOf(base, segments),
  queryKey: [base, ...segments],
});

/** A route that changes data; a `FormData` body goes as a multipart form, any other as JSON. */
export const send = <Body, Answer>(method: Action<Body, Answer>['method'], base: Base, ...segments: string[]): Action<Body, Answer> => ({
  method,
  url: urlOf(base, segments),
});

/**
 * A GET route whose list comes a page at a time: every page loaded is cached under its one key, and
 * `page` is the address of one page (`limit` items after `cursor`, the first page without one).
 */
export type PagedResource<Page> = {
  readonly url: string;
  readonly queryKey: readonly string[];
  page(limit: number, cursor: string | null): Resource<Page>;
};

/** A paged GET route under `base`, then the given segments. */
export const paged = <Page>(base: Base, ...segments: string[]): PagedResource<Page> => {
  const { url, queryKey } = get<Page>(base, ...segments);
  return {
    url,
    queryKey,
    page: (limit, cursor) => ({ url: `${url}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, queryKey }),
  };
};
