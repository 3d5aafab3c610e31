import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import * as connections from './connections.service';
import { usageIn } from './usage.service';

/** AI connections and the models users may pick (admin), the models list, and usage (a chat's model is set by PATCH on the chat). */
export const aiConnectionRoutes = (ctx: AppContext) =>
  serveRoutes(api.aiConnections, {
    connections: async () => connections.listConnections(ctx),
    addConnection: async (request, reply) => reply.code(201).send(await connections.addConnection(ctx, request.body)),
    removeConnection: async (request) => {
      await connections.removeConnection(ctx, request.params.id);
      return { message: 'Connection removed' };
    },
    testConnection: async (request) => connections.testConnection(ctx, request.params.id),
    setModels: async (request) => connections.setModels(ctx, request.body),
    usage: async (request) => usageIn(ctx, request.query),
    models: async () => ctx.models.catalog(ctx.database.db),
  });
