import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentDto, idParams } from '../../../common/documents';
import { versionDto, versionEtag, versionListDto, versionParams } from '../../../common/versions';
import type { AppContext } from '../../lib/context';
import { currentUser, requireUser } from '../../plugins/session';
import { restoreVersion } from '../documents/document-edits';
import { getOwnedDocument } from '../documents/documents.service';
import * as versions from './versions.service';

/** A document's history: its versions newest first, one version's text, and restoring one. */
export const versionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser);

    app.get('/api/documents/:id/versions', { schema: { params: idParams, response: { 200: versionListDto } } }, async (request) => {
      const userId = currentUser(request).id;
      await getOwnedDocument(ctx, { id: request.params.id, userId });
      return versions.listVersions(ctx, { documentId: request.params.id, userId });
    });

    app.get(
      '/api/documents/:id/versions/:versionId',
      { schema: { params: versionParams, response: { 200: versionDto } } },
      async (request) => {
        const userId = currentUser(request).id;
        await getOwnedDocument(ctx, { id: request.params.id, userId });
        return versions.getVersion(ctx, { documentId: request.params.id, userId, id: request.params.versionId });
      },
    );

    app.post(
      '/api/documents/:id/versions/:versionId/restore',
      { schema: { params: versionParams, response: { 200: documentDto } } },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const { document, etag } = await restoreVersion(ctx, { id: request.params.id, userId }, request.params.versionId);
        return reply.header('etag', versionEtag(etag)).send(document);
      },
    );
  };
