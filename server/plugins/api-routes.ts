import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z, ZodType } from 'zod';
import type { AnswerOf, ApiRoute } from '../../common/contract/route';
import { authorize } from '../policies/can';

type Out<S> = S extends ZodType ? z.output<S> : unknown;

/** A request to a route, typed from its declaration: params, query and body as its schemas output them. */
export type RouteRequest<R extends ApiRoute> = FastifyRequest<{
  Params: Out<R['params']>;
  Querystring: Out<R['query']>;
  Body: Out<R['body']>;
}>;

/** A handler answers the route's success value, sends through `reply` (another status, headers), or took the reply over (a stream). */
export type RouteHandler<R extends ApiRoute> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<AnswerOf<R> | FastifyReply | void>;

type Handlers<G extends Record<string, ApiRoute>> = { [K in keyof G]: RouteHandler<G[K]> };

const ADMIN_ONLY = 'This area is for administrators only';

/** Fastify's options for a declared route: address, checks, answer schemas, and who may call it. */
function routeOptions(route: ApiRoute, handler: RouteHandlerMethod) {
  return {
    method: route.method,
    url: route.path,
    schema: {
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && { body: route.body }),
      ...(Object.keys(route.responses).length > 0 && { response: route.responses }),
    },
    onRequest: async (request: FastifyRequest) => {
      authorize(request.user, 'call', { route }, { forbidden: route.access === 'admin' ? ADMIN_ONLY : undefined });
    },
    handler,
  };
}

/**
 * The routes of one group of the contract, each registered from its declaration with its handler:
 * the compiler asks for a handler per route, typed from its schemas. `setup` registers what the
 * group's routes share (a multipart parser, a hook) before them.
 */
export const serveRoutes =
  <G extends Record<string, ApiRoute>>(
    group: G,
    handlers: Handlers<G>,
    setup?: (app: FastifyInstance) => Promise<void> | void,
  ): FastifyPluginAsync =>
  async (app) => {
    await setup?.(app);
    for (const [name, route] of Object.entries(group)) {
      app.route(routeOptions(route, handlers[name as keyof G] as RouteHandlerMethod));
    }
  };
