import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { currentUser, requireUser } from '../../plugins/session';
import { checkUpload, MAX_IMAGE_BYTES } from './file-check';
import { readThumbnail, readUpload, storeUpload } from './uploads.service';

export const uploadRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 } });

    app.post('/api/upload', { onRequest: requireUser }, async (request) => {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest('file: attach the file in the form field "file"');
      const data = await part.toBuffer();
      const checked = await checkUpload(data, part.filename, part.mimetype);
      return storeUpload(ctx, currentUser(request).id, checked, part.filename);
    });

    /** The user's own file; `?thumb=1` gives a small WebP of an image, for lists. */
    app.get<{ Params: { key: string }; Querystring: { thumb?: string } }>('/uploads/:key', { onRequest: requireUser }, async (request, reply) => {
      const read = request.query.thumb ? readThumbnail : readUpload;
      const file = await read(ctx, currentUser(request).id, request.params.key);
      const inline = file.mime.startsWith('image/') || file.mime === 'application/pdf';
      return reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(file.data);
    });
  };
