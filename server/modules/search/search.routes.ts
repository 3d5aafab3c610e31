import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { currentUser } from '../../plugins/session';
import { search } from './search.service';

/** Full-text search over the signed-in user's chats, documents, designs and the template library. */
export const searchRoutes = (ctx: AppContext) =>
  serveRoutes(api.search, {
    results: async (request) => search(ctx, currentUser(request).id, request.query.q),
  });
