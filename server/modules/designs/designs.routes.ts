import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DesignSummary } from '../../../common/designs';
import type { AppContext } from '../../lib/context';
import { currentUser, requireUser } from '../../plugins/session';
import { listDesigns } from './designs.queries';

export const designRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser);

    app.get('/api/designs', async (request): Promise<DesignSummary[]> => {
      const rows = await listDesigns(ctx.database.db, { userId: currentUser(request).id });
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
    });
  };
