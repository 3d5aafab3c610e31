import multipart from '@fastify/multipart';
import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { readFilePart } from '../../lib/multipart-file';
import { serveRoutes } from '../../plugins/api-routes';
import { askOf } from '../../plugins/session';
import { MAX_IMAGE_BYTES, MESSAGES } from '../uploads/file-check';
import * as knowledge from './knowledge.service';

export const productKnowledgeRoutes = (ctx: AppContext) =>
  serveRoutes(
    api.productKnowledge,
    {
      list: async (request) => knowledge.listKnowledge(ctx, askOf(request)),
      // A multipart form carries a file; JSON names a document.
      add: async (request, reply) => {
        const ask = askOf(request);
        if (request.isMultipart()) {
          const part = await readFilePart(request, 'file', MAX_IMAGE_BYTES, MESSAGES.fileTooBig);
          return reply.status(201).send(await knowledge.addFile(ctx, ask, part));
        }
        if (!request.body) throw badRequest(knowledge.KNOWLEDGE_MESSAGES.nothingSent, 'nothing_sent');
        return reply.status(201).send(await knowledge.addDocument(ctx, ask, request.body.documentId));
      },
      remove: async (request) => {
        await knowledge.removeKnowledge(ctx, askOf(request), request.params.itemId);
        return { message: 'Removed from the product' };
      },
    },
    async (app) => {
      await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 } });
    },
  );
