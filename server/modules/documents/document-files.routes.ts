import multipart from '@fastify/multipart';
import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { assertNestingDepth } from '../../lib/html-depth';
import { readFilePart } from '../../lib/multipart-file';
import { serveRoutes } from '../../plugins/api-routes';
import { askOf, currentUser } from '../../plugins/session';
import { MAX_DOCUMENT_BYTES, MESSAGES } from '../uploads/file-check';
import { importDocument } from './document-import';
import { closeImportPool } from './import-pool';
import { loadDocument } from './documents.service';

const fileName = (title: string, ext: string) =>
  `${
    (title || 'document')
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 80) || 'document'
  }.${ext}`;

/** Documents in and out of the editor: import .txt/.md/.docx/.doc, export Markdown or Word. */
export const documentFileRoutes = (ctx: AppContext) =>
  serveRoutes(
    api.documentFiles,
    {
      import: async (request) => {
        const part = await readFilePart(request, 'file', MAX_DOCUMENT_BYTES, MESSAGES.documentTooBig);
        return importDocument(ctx, currentUser(request).id, part);
      },

      export: async (request, reply) => {
        const doc = await loadDocument(ctx, askOf(request), 'read');
        // Saved before the depth limit existed, a document may still be too deep for the converters.
        assertNestingDepth(doc.content);
        const { format } = request.query;
        const name = encodeURIComponent(fileName(doc.title, format));
        reply.header('content-disposition', `attachment; filename*=UTF-8''${name}`).header('cache-control', 'no-store');
        // The converters (turndown, docx) are loaded with the first export.
        const { htmlToDocx, htmlToMarkdown } = await import('./document-export');
        if (format === 'md') {
          return reply.type('text/markdown; charset=utf-8').send(`${htmlToMarkdown(doc.content)}\n`);
        }
        return reply
          .type('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
          .send(await htmlToDocx(doc.title, doc.content));
      },
    },
    async (app) => {
      await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, parts: 6 } });
      app.addHook('onClose', closeImportPool);
    },
  );
