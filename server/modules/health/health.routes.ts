import type { FastifyPluginAsync } from 'fastify';
import { ping } from '../../db/client';
import type { AppContext } from '../../lib/context';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (request, reply) => {
      try {
        await ping(ctx.database.db);
        return { status: 'ready', database: ctx.database.kind };
      } catch (err) {
        request.log.error({ err }, 'database unreachable');
        return reply.status(503).send({ status: 'unavailable', message: 'The database does not answer' });
      }
    });
  };
