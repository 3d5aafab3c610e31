import { api } from '../../../common/contract/api';
import { parseIfMatch, VERSION_CONFLICT_MESSAGE, versionEtag } from '../../../common/versions';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { serveRoutes } from '../../plugins/api-routes';
import { askOf, currentUser } from '../../plugins/session';
import { patchChat } from '../ai-connections/chat-model.service';
import { reindexDocument } from '../knowledge/knowledge.service';
import * as documents from './documents.service';

export const documentRoutes = (ctx: AppContext) =>
  serveRoutes(api.documents, {
    list: async (request) => documents.listDocuments(ctx, currentUser(request), request.query),

    one: async (request, reply) => {
      const { document, etag } = await documents.readDocument(ctx, askOf(request));
      return reply.header('etag', versionEtag(etag)).send(document);
    },

    create: async (request, reply) => {
      const { document, etag } = await documents.createDocument(ctx, currentUser(request), request.body);
      return reply.status(201).header('etag', versionEtag(etag)).send(document);
    },

    // With If-Match, a save based on an older version answers 409 with the current document and saves nothing.
    update: async (request, reply) => {
      if (request.body.id !== undefined && request.body.id !== request.params.id) {
        throw badRequest('id: must match the document in the address');
      }
      const ifMatch = parseIfMatch(request.headers['if-match']);
      const saved = await documents.updateDocument(ctx, askOf(request), request.body, { ifMatch });
      reply.header('etag', versionEtag(saved.etag));
      // A document in a product's knowledge is split again once the save has answered.
      if (!saved.conflict && typeof saved.document.content === 'string') {
        const { id, content } = saved.document;
        reindexDocument(ctx, { id, content }).catch((err: unknown) =>
          request.log.warn({ err, id }, 'knowledge: re-indexing a saved document failed'),
        );
      }
      if (saved.patchKept) {
        const { content: _held, ...rest } = saved.document;
        return reply.send(rest);
      }
      if (!saved.conflict) return reply.send(saved.document);
      return reply.status(409).send({ ...saved.document, message: VERSION_CONFLICT_MESSAGE, code: 'version_conflict' });
    },

    patch: async (request) => patchChat(ctx, askOf(request), request.body),

    generateTitle: async (request) => documents.generateTitle(ctx, askOf(request), request.body.content),

    remove: async (request) => {
      await documents.deleteDocument(ctx, askOf(request));
      return { message: 'Document deleted successfully' };
    },
  });
