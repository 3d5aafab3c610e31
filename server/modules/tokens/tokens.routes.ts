import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { currentUser } from '../../plugins/session';
import { createToken, listTokens, refuseTokenCaller, revokeToken } from './tokens.service';

/** The signed-in user's personal access tokens (decision 066). */
export const tokenRoutes = (ctx: AppContext) =>
  serveRoutes(api.tokens, {
    list: async (request) => listTokens(ctx, currentUser(request).id),
    create: async (request, reply) => {
      refuseTokenCaller(request.token);
      return reply.status(201).send(await createToken(ctx, currentUser(request).id, request.body));
    },
    revoke: async (request) => {
      refuseTokenCaller(request.token);
      await revokeToken(ctx, currentUser(request).id, request.params.id);
      return { message: 'Token revoked' };
    },
  });
