import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sidebarDto } from '../../../common/sidebar';
import type { AppContext } from '../../lib/context';
import { currentUser, requireUser } from '../../plugins/session';
import { countAll, recentChats } from './sidebar.queries';

export const sidebarRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser);
    app.get('/api/sidebar', { schema: { response: { 200: sidebarDto } } }, async (request) => {
      const userId = currentUser(request).id;
      const [counts, recent] = await Promise.all([countAll(ctx.database.db, userId), recentChats(ctx.database.db, userId)]);
      return { counts, recentChats: recent };
    });
  };
