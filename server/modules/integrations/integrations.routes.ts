import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { siteOrigin } from '../../plugins/security';
import { askOf, currentUser } from '../../plugins/session';
import { listHandoffLinks, previewHandoff, sendHandoff } from './handoff.service';
import { connectTracker, disconnectTracker, listConnections } from './integrations.service';

/** Tracker connections, the user's own or a team's (decision 068). */
export const integrationRoutes = (ctx: AppContext) =>
  serveRoutes(api.integrations, {
    list: async (request) => listConnections(ctx, currentUser(request)),
    connect: async (request) => connectTracker(ctx, currentUser(request), request.params.target, request.body),
    disconnect: async (request) => disconnectTracker(ctx, currentUser(request), request.params.target, request.query.teamId),
  });

/** A document's hand-off to a tracker: its requirements, the send, and the issues they became. */
export const handoffRoutes = (ctx: AppContext) =>
  serveRoutes(api.handoff, {
    preview: async (request) => previewHandoff(ctx, askOf(request)),
    send: async (request) => sendHandoff(ctx, askOf(request), request.body, siteOrigin(ctx.config, request)),
    links: async (request) => listHandoffLinks(ctx, askOf(request)),
  });
