import { api } from '../../../common/contract/api';
import { versionEtag } from '../../../common/versions';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { currentUser, ownerKey } from '../../plugins/session';
import { restoreVersion } from '../documents/document-edits';
import { getOwnedDocument } from '../documents/documents.service';
import * as versions from './versions.service';

/** A document's history: its versions newest first, one version's text, and restoring one. */
export const versionRoutes = (ctx: AppContext) =>
  serveRoutes(api.versions, {
    list: async (request) => {
      await getOwnedDocument(ctx, ownerKey(request));
      return versions.listVersions(ctx, { documentId: request.params.id, userId: currentUser(request).id });
    },

    one: async (request) => {
      await getOwnedDocument(ctx, ownerKey(request));
      return versions.getVersion(ctx, { documentId: request.params.id, userId: currentUser(request).id, id: request.params.versionId });
    },

    restore: async (request, reply) => {
      const { document, etag } = await restoreVersion(ctx, ownerKey(request), request.params.versionId);
      return reply.header('etag', versionEtag(etag)).send(document);
    },
  });
