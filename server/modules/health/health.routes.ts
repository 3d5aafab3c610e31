import { api } from '../../../common/contract/api';
import { ping } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';

export const healthRoutes = (ctx: AppContext) =>
  serveRoutes(api.health, {
    live: async () => ({ status: 'ok' as const }),
    ready: async (request, reply) => {
      try {
        await ping(ctx.database.db);
        return { status: 'ready' as const, database: ctx.database.kind };
      } catch (err) {
        request.log.error({ err }, 'database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, message: 'The database does not answer' });
      }
    },
  });
