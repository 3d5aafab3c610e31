import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDto, readyDto, unavailableDto } from '../../../common/health';
import { ping } from '../../db/client';
import type { AppContext } from '../../lib/context';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/healthz', { schema: { response: { 200: healthDto } } }, async () => ({ status: 'ok' as const }));
    app.get('/readyz', { schema: { response: { 200: readyDto, 503: unavailableDto } } }, async (request, reply) => {
      try {
        await ping(ctx.database.db);
        return { status: 'ready' as const, database: ctx.database.kind };
      } catch (err) {
        request.log.error({ err }, 'database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, message: 'The database does not answer' });
      }
    });
  };
