import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { ownerKey } from '../../plugins/session';
import { forgetFact, listMemories, rememberFact } from './memories.service';

/** A chat's memory: the facts the user stated, by importance. */
export const memoryRoutes = (ctx: AppContext) =>
  serveRoutes(api.memories, {
    list: async (request) => listMemories(ctx, ownerKey(request)),

    save: async (request) => rememberFact(ctx, ownerKey(request), request.body),

    forget: async (request) => {
      await forgetFact(ctx, ownerKey(request), request.params.key);
      return { message: 'Forgotten' };
    },
  });
