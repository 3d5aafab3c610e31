import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { currentUser, requireUser } from '../../plugins/session';
import { MAX_DOCUMENT_BYTES } from '../uploads/file-check';
import { htmlToDocx, htmlToMarkdown } from './document-export';
import { importDocument } from './document-import';
import { getOwnedDocument } from './documents.service';

const fileName = (title: string, ext: string) =>
  `${(title || 'document').replace(/[^\p{L}\p{N} _-]+/gu, '').trim().slice(0, 80) || 'document'}.${ext}`;

/** Documents in and out of the editor: import .txt/.md/.docx/.doc, export Markdown or Word. */
export const documentFileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, parts: 6 } });
    app.addHook('onRequest', requireUser);

    app.post('/api/documents/import', async (request) => {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest('file: attach the file in the form field "file"');
      return importDocument(await part.toBuffer(), part.filename, part.mimetype);
    });

    app.get(
      '/api/documents/:id/export',
      { schema: { params: idParams, querystring: z.object({ format: z.enum(['md', 'docx'], { error: 'format must be md or docx' }) }) } },
      async (request, reply) => {
        const doc = await getOwnedDocument(ctx, { id: request.params.id, userId: currentUser(request).id });
        const { format } = request.query;
        const name = encodeURIComponent(fileName(doc.title, format));
        reply.header('content-disposition', `attachment; filename*=UTF-8''${name}`).header('cache-control', 'no-store');
        if (format === 'md') {
          return reply.type('text/markdown; charset=utf-8').send(`${htmlToMarkdown(doc.content)}\n`);
        }
        return reply
          .type('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
          .send(await htmlToDocx(doc.title, doc.content));
      },
    );
  };
