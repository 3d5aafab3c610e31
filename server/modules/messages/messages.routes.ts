import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMessageBody, idParams } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { streamEvents, wantsEventStream } from '../../lib/sse';
import { currentUser, requireUser } from '../../plugins/session';
import { analyzeDocument, answerMessage, listMessages, openChat, prepareRetry, replyTo, saveAnswer } from './messages.service';

/**
 * Chat messages. POST answers SPEC's JSON (the new messages), or, with `Accept: text/event-stream`,
 * streams `message` (the saved user message), `delta` ({text}) events and `done` ({messages}).
 */
export const messageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser);

    app.get('/api/documents/:id/messages', { schema: { params: idParams } }, async (request) =>
      listMessages(ctx, { id: request.params.id, userId: currentUser(request).id }),
    );

    app.post('/api/documents/:id/messages', { schema: { params: idParams, body: createMessageBody } }, async (request, reply) => {
      const key = { id: request.params.id, userId: currentUser(request).id };
      const { body } = request;
      if (body.isQuestion) return [await saveAnswer(ctx, key, body)];
      const chat = await openChat(ctx, key);
      if (!wantsEventStream(request)) return answerMessage(ctx, chat, body);
      return streamEvents(request, reply, async (send, signal) => {
        const messages = await answerMessage(ctx, chat, body, {
          signal,
          onSaved: (message) => send('message', message),
          onDelta: (text) => send('delta', { text }),
        });
        send('done', { messages });
      });
    });

    /** A new reply to the last, unanswered user message (after a failure or a stop). */
    app.post('/api/documents/:id/reply', { schema: { params: idParams } }, async (request, reply) => {
      const chat = await prepareRetry(ctx, { id: request.params.id, userId: currentUser(request).id });
      if (!wantsEventStream(request)) {
        const answer = await replyTo(ctx, chat);
        return answer ? [answer] : [];
      }
      return streamEvents(request, reply, async (send, signal) => {
        const answer = await replyTo(ctx, chat, { signal, onDelta: (text) => send('delta', { text }) });
        send('done', { messages: answer ? [answer] : [] });
      });
    });

    /** "Analyze with AI": the review arrives as assistant messages of the document. */
    app.post('/api/documents/:id/feedback', { schema: { params: idParams } }, async (request) =>
      analyzeDocument(ctx, { id: request.params.id, userId: currentUser(request).id }),
    );
  };
