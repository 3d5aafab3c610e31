import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { askOf, currentUser } from '../../plugins/session';
import {
  answerRequest,
  continueRequest,
  editRequest,
  followRequest,
  regenerateRequest,
  retryRequest,
  stopRequest,
} from '../chat/chat.http';
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
      const message = { role: 'user' as const, content: request.body.content, isQuestion: request.body.isQuestion ?? false };
      if (message.isQuestion) return [await saveMessage(ctx, documentChat, askOf(request), message)];
      return answerRequest(ctx, documentChat, askOf(request), message, request, reply);
    },

    reply: async (request, reply) => retryRequest(ctx, documentChat, askOf(request), request, reply),
    follow: async (request, reply) => followRequest(ctx, documentChat, askOf(request), request, reply),
    stop: async (request) => stopRequest(ctx, documentChat, askOf(request)),

    edit: async (request, reply) => {
      const edit = { messageId: request.params.messageId, content: request.body.content };
      return editRequest(ctx, documentChat, askOf(request), edit, request, reply);
    },

    regenerate: async (request, reply) => regenerateRequest(ctx, documentChat, askOf(request), request.params.messageId, request, reply),

    vote: async (request) => voteOnReply(ctx, currentUser(request), request.params.messageId, request.body),

    continue: async (request, reply) => continueRequest(ctx, documentChat, askOf(request), request, reply),

    analyze: async (request) => analyzeDocument(ctx, askOf(request)),

    toDocument: async (request, reply) => {
      const ask = { id: request.params.id, actor: currentUser(request) };
      return reply.status(201).send(await replyToDocument(ctx, ask, request.params.messageId));
    },
  });
