import type { z, ZodType } from 'zod';

/** Every address of the API starts here. */
export const API_PREFIX = '/api/';

/**
 * Who may call a route at all: anyone, a signed-in and verified user, or an administrator. What a
 * caller may do with one document, chat or design is decided per resource by the policies.
 */
export type Access = 'public' | 'user' | 'admin';

/** What a route answers: JSON written with its response schema, Server-Sent Events, or a file. */
export type AnswerKind = 'json' | 'events' | 'file';

/**
 * One route of the HTTP API, declared once: the server registers it from this (address, checks,
 * answer schemas), the client builds its calls and query keys from it, and the OpenAPI document is
 * generated from it. A path names its parameters Fastify's way (`/api/documents/:id`).
 */
export type ApiRoute = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly params?: ZodType;
  readonly query?: ZodType;
  /** A JSON body; a multipart upload says `multipart` and names its file field. */
  readonly body?: ZodType;
  readonly multipart?: { readonly file: string };
  /** Answer schemas by status: the success status first, then documented refusals such as a 409. */
  readonly responses: { readonly [status: number]: ZodType };
  readonly answers?: AnswerKind;
};

/** Declares a route; the literal types are kept, so both sides are typed from it. */
export const route = <const R extends ApiRoute>(r: R): R => r;

type SuccessStatus = 200 | 201;
type Output<S> = S extends ZodType ? z.output<S> : never;

/** What a route answers on success: its 200 or 201 schema's output. */
export type AnswerOf<R extends ApiRoute> = Output<R['responses'][Extract<keyof R['responses'], SuccessStatus>]>;
/** The path parameters, query and body a caller sends (the schemas' input). */
export type ParamsOf<R extends ApiRoute> = R['params'] extends ZodType ? z.input<R['params']> : undefined;
export type QueryOf<R extends ApiRoute> = R['query'] extends ZodType ? z.input<R['query']> : undefined;
export type BodyOf<R extends ApiRoute> = R['multipart'] extends object
  ? FormData
  : R['body'] extends ZodType
    ? z.input<R['body']>
    : undefined;

/** A path with its parameters filled in, each encoded: `/api/documents/:id` with `{ id }`. */
export const fillPath = (path: string, params: Record<string, unknown> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });

/** The address of a call: the path filled in, then the query's defined values in the order given. */
export function urlOf<R extends ApiRoute>(route: R, params?: ParamsOf<R>, query?: QueryOf<R>): string {
  const path = fillPath(route.path, (params ?? {}) as Record<string, unknown>);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
