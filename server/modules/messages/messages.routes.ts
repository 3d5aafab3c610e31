import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisDto, createMessageBody, idParams, listMessagesQuery, messageListDto, messagesDto } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { requireUser } from '../../plugins/session';
import { answerRequest, continueRequest, ownerKey, retryRequest } from '../chat/chat.http';
import { saveMessage } from '../chat/chat.service';
import { analyzeDocument, documentChat, readMessages } from './messages.service';

/**
 * A document's chat. POST of a message answers the new messages as JSON, or streams the reply when
 * the request accepts `text/event-stream`; a guided answer (`isQuestion`) is saved with no reply.
 */
export const messageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser);
    const key = ownerKey;

    /** The whole chat, or with `limit` / `cursor` one page of it: the latest messages first. */
    app.get(
      '/api/documents/:id/messages',
      { schema: { params: idParams, querystring: listMessagesQuery, response: { 200: messagesDto } } },
      async (request) => readMessages(ctx, key(request), request.query),
    );

    app.post(
      '/api/documents/:id/messages',
      { schema: { params: idParams, body: createMessageBody, response: { 200: messageListDto } } },
      async (request, reply) => {
        const message = { role: 'user' as const, content: request.body.content, isQuestion: request.body.isQuestion ?? false };
        if (message.isQuestion) return [await saveMessage(ctx, documentChat, key(request), message)];
        return answerRequest(ctx, documentChat, key(request), message, request, reply);
      },
    );

    /** A new reply to the last, unanswered user message (after a failure or a stop). */
    app.post('/api/documents/:id/reply', { schema: { params: idParams, response: { 200: messageListDto } } }, async (request, reply) =>
      retryRequest(ctx, documentChat, key(request), request, reply),
    );

    /** Continue the last reply, which the model stopped at its output cap (`cut`). */
    app.post('/api/documents/:id/continue', { schema: { params: idParams, response: { 200: messageListDto } } }, async (request, reply) =>
      continueRequest(ctx, documentChat, key(request), request, reply),
    );

    /** "Analyze with AI": the review arrives as assistant messages of the document. */
    app.post('/api/documents/:id/feedback', { schema: { params: idParams, response: { 200: analysisDto } } }, async (request) =>
      analyzeDocument(ctx, key(request)),
    );
  };
