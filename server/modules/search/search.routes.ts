import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuery, searchResultsDto } from '../../../common/search';
import type { AppContext } from '../../lib/context';
import { currentUser, requireUser } from '../../plugins/session';
import { search } from './search.service';

/** Full-text search over the signed-in user's chats, documents, designs and the template library. */
export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser);

    app.get('/api/search', { schema: { querystring: searchQuery, response: { 200: searchResultsDto } } }, async (request) =>
      search(ctx, currentUser(request).id, request.query.q),
    );
  };
