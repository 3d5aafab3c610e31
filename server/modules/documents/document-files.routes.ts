import multipart from '@fastify/multipart';
import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { assertNestingDepth } from '../../lib/html-depth';
import { readFilePart } from '../../lib/multipart-file';
import { serveRoutes } from '../../plugins/api-routes';
import { askOf, currentUser } from '../../plugins/session';
import { MAX_DOCUMENT_BYTES, MESSAGES } from '../uploads/file-check';
import { EXPORT_FILES, exportDocument, exportFileName } from './document-exports';
import { importDocument } from './document-import';
import { closeImportPool } from './import-pool';
import { loadDocument } from './documents.service';

/** Documents in and out of the editor: import .txt/.md/.docx/.doc, export Markdown, Word, PDF or Confluence. */
export const documentFileRoutes = (ctx: AppContext) =>
  serveRoutes(
    api.documentFiles,
    {
      import: async (request) => {
        const part = await readFilePart(request, 'file', MAX_DOCUMENT_BYTES, MESSAGES.documentTooBig);
        return importDocument(ctx, currentUser(request).id, part);
      },

      export: async (request, reply) => {
        const ask = askOf(request);
        const doc = await loadDocument(ctx, ask, 'read');
        // Saved before the depth limit existed, a document may still be too deep for the converters.
        assertNestingDepth(doc.content);
        const { format } = request.query;
        const file = await exportDocument(ctx, ask, doc, format);
        const name = encodeURIComponent(exportFileName(doc.title, format));
        return reply
          .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
          .header('cache-control', 'no-store')
          .type(EXPORT_FILES[format].type)
          .send(file);
      },
    },
    async (app) => {
      await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, parts: 6 } });
      app.addHook('onClose', closeImportPool);
    },
  );
