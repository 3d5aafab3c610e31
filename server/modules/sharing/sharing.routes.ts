import type { FastifyInstance, FastifyRequest } from 'fastify';
import { designShares, documentShares, shared } from '../../../common/contract/sharing';
import type { ShareKind } from '../../../common/sharing';
import type { AppContext } from '../../lib/context';
import { sendStoredFile } from '../../lib/send-file';
import { serveRoutes } from '../../plugins/api-routes';
import { SHARED_HEADERS, siteOrigin } from '../../plugins/security';
import { askOf } from '../../plugins/session';
import { countSharedRead, createShare, readShared, readSharedFile, revokeShare, shareState } from './sharing.service';

/** An item's share link routes, for its owner. */
const ownerRoutes = (ctx: AppContext, kind: ShareKind, group: typeof documentShares | typeof designShares) => {
  const origin = (request: FastifyRequest) => siteOrigin(ctx.config, request);
  return serveRoutes(group, {
    create: async (request) => createShare(ctx, kind, askOf(request), request.body, origin(request)),
    link: async (request) => shareState(ctx, kind, askOf(request), origin(request)),
    revoke: async (request) => revokeShare(ctx, kind, askOf(request)),
  });
};

export const documentShareRoutes = (ctx: AppContext) => ownerRoutes(ctx, 'document', documentShares);
export const designShareRoutes = (ctx: AppContext) => ownerRoutes(ctx, 'design', designShares);

/** What a link shows, to anyone holding it: counted per IP, never cached or indexed. */
export const sharedRoutes = (ctx: AppContext) =>
  serveRoutes(
    shared,
    {
      read: async (request) => readShared(ctx, request.params.token),
      file: async (request, reply) => {
        const file = await readSharedFile(ctx, request.params.token, request.params.key);
        return sendStoredFile(reply, file);
      },
    },
    (app: FastifyInstance) => {
      app.addHook('onRequest', async (request, reply) => {
        reply.headers(SHARED_HEADERS);
        await countSharedRead(ctx, request.ip);
      });
    },
  );
