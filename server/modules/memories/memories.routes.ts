import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { askOf } from '../../plugins/session';
import { forgetFact, listMemories, rememberFact } from './memories.service';

/** A chat's memory: the facts the user stated, by importance. */
export const memoryRoutes = (ctx: AppContext) =>
  serveRoutes(api.memories, {
    list: async (request) => listMemories(ctx, askOf(request)),

    save: async (request) => rememberFact(ctx, askOf(request), request.body),

    forget: async (request) => {
      await forgetFact(ctx, askOf(request), request.params.key);
      return { message: 'Forgotten' };
    },
  });
