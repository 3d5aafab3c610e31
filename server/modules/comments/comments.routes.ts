import { api } from '../../../common/contract/api';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { siteOrigin } from '../../plugins/security';
import { askOf, currentUser } from '../../plugins/session';
import * as comments from './comments.service';
import { listNotifications, markNotification } from './notifications.service';

export const commentRoutes = (ctx: AppContext) => {
  const origin = (request: FastifyRequest): comments.Origin => ({ site: siteOrigin(ctx.config, request), log: request.log });
  // The author's address is what their mentions are compared with, and what the mail says.
  const author = (request: FastifyRequest<{ Params: { id: string } }>) => ({ id: request.params.id, actor: currentUser(request) });
  return serveRoutes(api.comments, {
    list: async (request) => comments.listComments(ctx, askOf(request)),
    create: async (request, reply) =>
      reply.status(201).send(await comments.createComment(ctx, author(request), request.body, origin(request))),
    reply: async (request, reply) =>
      reply.status(201).send(await comments.replyToComment(ctx, author(request), request.body, origin(request))),
    update: async (request) => comments.updateComment(ctx, askOf(request), request.body),
  });
};

export const notificationRoutes = (ctx: AppContext) =>
  serveRoutes(api.notifications, {
    list: async (request) => listNotifications(ctx, currentUser(request)),
    update: async (request) => markNotification(ctx, currentUser(request), request.params.id, request.body.read),
  });
