import type { FastifyInstance, FastifySerializerCompiler, RouteOptions } from 'fastify';
import { z, type ZodType } from 'zod';
import { everyRoute } from '../../common/contract/api';
import { serializerCompiler } from '../lib/response-serializer';

export const routeName = (method: string, url: string) => `${method} ${url}`;

/**
 * Routes that answer without a JSON response schema: those the contract declares as streams
 * (Server-Sent Events) or files (downloads, uploaded images). Any other route under /api must
 * declare a schema for its success status.
 */
export const WITHOUT_RESPONSE_SCHEMA = new Set(
  everyRoute()
    .filter(({ route }) => route.answers === 'file' || route.answers === 'events')
    .map(({ route }) => routeName(route.method, route.path)),
);

const failContract = (message: string): never => {
  // console.error fails the test (see setup.ts) with the reason, whatever status the client then sees.
  console.error(message);
  throw new Error(message);
};

/**
 * The production serializer, after checking the answer against the route's zod schema: every API
 * test is also a contract test. A mismatch names the route, the status and zod's issues.
 */
export const contractSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const write = serializerCompiler(route);
  return (data: unknown) => {
    const checked = route.schema.safeParse(data);
    if (!checked.success) {
      failContract(
        `${routeName(route.method, route.url)} ${route.httpStatus}: the answer does not match its schema\n${z.prettifyError(checked.error)}`,
      );
    }
    return write(data);
  };
};

const hasSuccessSchema = (route: Pick<RouteOptions, 'schema'>, status: number) => {
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  return Boolean(response[status] ?? response[`${status}`] ?? response['2xx'] ?? response.default);
};

/**
 * Test-only instrumentation of the app: answers checked against their schemas, a JSON success
 * answer under /api without one refused, and every registered route listed in `routes`.
 */
export function checkContract(app: FastifyInstance, routes: RouteOptions[]) {
  app.setSerializerCompiler(contractSerializerCompiler);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const { method, url } = request.routeOptions;
    if (!url?.startsWith('/api/') || reply.statusCode >= 300 || WITHOUT_RESPONSE_SCHEMA.has(routeName(method as string, url)))
      return payload;
    if (!hasSuccessSchema(request.routeOptions, reply.statusCode)) {
      failContract(`${routeName(method as string, url)} ${reply.statusCode}: answered JSON without a response schema`);
    }
    return payload;
  });
}
