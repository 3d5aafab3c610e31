import { api } from '../../../common/contract/api';
import { versionEtag } from '../../../common/versions';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { askOf } from '../../plugins/session';
import * as suggestions from './suggestions.service';

/** Suggested edits: propose (from a request or the latest review), list the pending ones, accept or reject one. */
export const suggestionRoutes = (ctx: AppContext) =>
  serveRoutes(api.suggestions, {
    list: async (request) => suggestions.listSuggestions(ctx, askOf(request)),

    create: async (request) => suggestions.createSuggestions(ctx, askOf(request), request.body),

    accept: async (request, reply) => {
      const { document, etag } = await suggestions.acceptSuggestion(ctx, askOf(request), request.params.suggestionId);
      return reply.header('etag', versionEtag(etag)).send(document);
    },

    acceptAll: async (request, reply) => {
      const { document, etag } = await suggestions.acceptSuggestions(ctx, askOf(request), request.body.ids);
      return reply.header('etag', versionEtag(etag)).send(document);
    },

    reject: async (request) => {
      await suggestions.rejectSuggestion(ctx, askOf(request), request.params.suggestionId);
      return { message: 'Suggestion rejected' };
    },
  });
