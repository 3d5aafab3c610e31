import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { currentUser } from '../../plugins/session';
import { countAll, recentChats } from './sidebar.queries';

export const sidebarRoutes = (ctx: AppContext) =>
  serveRoutes(api.sidebar, {
    summary: async (request) => {
      const userId = currentUser(request).id;
      const [counts, recent] = await Promise.all([countAll(ctx.database.db, userId), recentChats(ctx.database.db, userId)]);
      return { counts, recentChats: recent };
    },
  });
