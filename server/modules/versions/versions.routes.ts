import { api } from '../../../common/contract/api';
import { versionEtag } from '../../../common/versions';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { askOf } from '../../plugins/session';
import { restoreVersion } from '../documents/document-edits';
import { loadDocument } from '../documents/documents.service';
import * as versions from './versions.service';

/** A document's history: its versions newest first, one version's text, and restoring one. */
export const versionRoutes = (ctx: AppContext) =>
  serveRoutes(api.versions, {
    list: async (request) => versions.listVersions(ctx, await loadDocument(ctx, askOf(request), 'read')),

    one: async (request) => versions.getVersion(ctx, await loadDocument(ctx, askOf(request), 'read'), request.params.versionId),

    restore: async (request, reply) => {
      const { document, etag } = await restoreVersion(ctx, askOf(request), request.params.versionId);
      return reply.header('etag', versionEtag(etag)).send(document);
    },
  });
