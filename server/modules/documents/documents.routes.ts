import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../common/auth';
import {
  createDocumentBody,
  documentConflictDto,
  documentDto,
  documentListDto,
  generateTitleBody,
  idParams,
  listDocumentsQuery,
  updateDocumentBody,
} from '../../../common/documents';
import { parseIfMatch, VERSION_CONFLICT_MESSAGE, versionEtag } from '../../../common/versions';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { currentUser, requireUser } from '../../plugins/session';
import * as documents from './documents.service';

export const documentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser);
    const key = (request: { params: { id: string } } & Parameters<typeof currentUser>[0]) => ({
      id: request.params.id,
      userId: currentUser(request).id,
    });

    app.get('/api/documents', { schema: { querystring: listDocumentsQuery, response: { 200: documentListDto } } }, async (request) =>
      documents.listDocuments(ctx, currentUser(request).id, request.query),
    );

    app.get('/api/documents/:id', { schema: { params: idParams, response: { 200: documentDto } } }, async (request, reply) => {
      const { document, etag } = await documents.readDocument(ctx, key(request));
      return reply.header('etag', versionEtag(etag)).send(document);
    });

    app.post('/api/documents', { schema: { body: createDocumentBody, response: { 201: documentDto } } }, async (request, reply) => {
      const { document, etag } = await documents.createDocument(ctx, currentUser(request), request.body);
      return reply.status(201).header('etag', versionEtag(etag)).send(document);
    });

    // With If-Match, a save based on an older version answers 409 with the current document and saves nothing.
    app.put(
      '/api/documents/:id',
      { schema: { params: idParams, body: updateDocumentBody, response: { 200: documentDto, 409: documentConflictDto } } },
      async (request, reply) => {
        if (request.body.id !== undefined && request.body.id !== request.params.id) {
          throw badRequest('id: must match the document in the address');
        }
        const ifMatch = parseIfMatch(request.headers['if-match']);
        const saved = await documents.updateDocument(ctx, key(request), request.body, { ifMatch });
        reply.header('etag', versionEtag(saved.etag));
        if (!saved.conflict) return reply.send(saved.document);
        return reply.status(409).send({ ...saved.document, message: VERSION_CONFLICT_MESSAGE, code: 'version_conflict' });
      },
    );

    app.post(
      '/api/documents/:id/generate-title',
      { schema: { params: idParams, body: generateTitleBody, response: { 200: documentDto } } },
      async (request) => documents.generateTitle(ctx, key(request), request.body.content),
    );

    app.delete('/api/documents/:id', { schema: { params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await documents.deleteDocument(ctx, key(request));
      return { message: 'Document deleted successfully' };
    });
  };
