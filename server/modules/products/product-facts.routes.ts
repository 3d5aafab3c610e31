import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { askOf } from '../../plugins/session';
import * as facts from './product-facts.service';

export const productFactRoutes = (ctx: AppContext) =>
  serveRoutes(api.productFacts, {
    list: async (request) => facts.listFacts(ctx, askOf(request)),
    create: async (request, reply) => reply.status(201).send(await facts.createFact(ctx, askOf(request), request.body)),
    update: async (request) => facts.updateFact(ctx, askOf(request), request.params.factId, request.body),
    remove: async (request) => {
      await facts.deleteFact(ctx, askOf(request), request.params.factId);
      return { message: 'Fact deleted successfully' };
    },
  });
