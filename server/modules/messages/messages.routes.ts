import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { askOf, currentUser } from '../../plugins/session';
import { answerRequest, chatRunHandlers } from '../chat/chat.http';
import { saveMessage } from '../chat/chat.service';
import { analyzeDocument, documentChat, readMessages } from './messages.service';
import { voteOnReply } from '../votes/votes.service';
import { replyToDocument } from './reply-document';

/**
 * A document's chat. POST of a message answers the new messages as JSON, or streams the reply when
 * the request accepts `text/event-stream`; a guided answer (`isQuestion`) is saved with no reply.
 */
export const messageRoutes = (ctx: AppContext) =>
  serveRoutes(api.messages, {
    list: async (request) => readMessages(ctx, askOf(request), request.query),

    send: async (request, reply) => {
      const { content, isQuestion = false, questionKey } = request.body;
      const message = { role: 'user' as const, content, isQuestion, questionKey };
      if (message.isQuestion) return [await saveMessage(ctx, documentChat, askOf(request), message)];
      return answerRequest(ctx, documentChat, askOf(request), message, request, reply);
    },

    ...chatRunHandlers(ctx, documentChat),

    vote: async (request) => voteOnReply(ctx, currentUser(request), request.params.messageId, request.body),

    analyze: async (request) => analyzeDocument(ctx, askOf(request)),

    toDocument: async (request, reply) => {
      const ask = { id: request.params.id, actor: currentUser(request) };
      return reply.status(201).send(await replyToDocument(ctx, ask, request.params.messageId));
    },
  });
