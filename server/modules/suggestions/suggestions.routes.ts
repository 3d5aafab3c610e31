import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../common/auth';
import { documentDto, idParams } from '../../../common/documents';
import { createSuggestionsBody, suggestionListDto, suggestionParams, versionEtag } from '../../../common/versions';
import type { AppContext } from '../../lib/context';
import { currentUser, requireUser } from '../../plugins/session';
import * as suggestions from './suggestions.service';

/** Suggested edits: propose (from a request or the latest review), list the pending ones, accept or reject one. */
export const suggestionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser);
    const key = (request: { params: { id: string } } & Parameters<typeof currentUser>[0]) => ({
      id: request.params.id,
      userId: currentUser(request).id,
    });

    app.get('/api/documents/:id/suggestions', { schema: { params: idParams, response: { 200: suggestionListDto } } }, async (request) =>
      suggestions.listSuggestions(ctx, key(request)),
    );

    app.post(
      '/api/documents/:id/suggestions',
      { schema: { params: idParams, body: createSuggestionsBody, response: { 200: suggestionListDto } } },
      async (request) => suggestions.createSuggestions(ctx, key(request), request.body),
    );

    app.post(
      '/api/documents/:id/suggestions/:suggestionId/accept',
      { schema: { params: suggestionParams, response: { 200: documentDto } } },
      async (request, reply) => {
        const { document, etag } = await suggestions.acceptSuggestion(ctx, key(request), request.params.suggestionId);
        return reply.header('etag', versionEtag(etag)).send(document);
      },
    );

    app.post(
      '/api/documents/:id/suggestions/:suggestionId/reject',
      { schema: { params: suggestionParams, response: { 200: messageResponse } } },
      async (request) => {
        await suggestions.rejectSuggestion(ctx, key(request), request.params.suggestionId);
        return { message: 'Suggestion rejected' };
      },
    );
  };
