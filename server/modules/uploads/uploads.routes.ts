import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textField } from '../../../common/text';
import { uploadDto } from '../../../common/uploads';
import type { AppContext } from '../../lib/context';
import { readFilePart } from '../../lib/multipart-file';
import { currentUser, requireUser } from '../../plugins/session';
import { checkUpload, MAX_IMAGE_BYTES, MESSAGES } from './file-check';
import { readThumbnail, readUpload, storeUpload } from './uploads.service';

export const uploadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 } });

    app.post('/api/upload', { onRequest: requireUser, schema: { response: { 200: uploadDto } } }, async (request) => {
      const part = await readFilePart(request, 'file', MAX_IMAGE_BYTES, MESSAGES.fileTooBig);
      const checked = await checkUpload(part.data, part.filename, part.mimetype);
      return storeUpload(ctx, currentUser(request).id, checked, part.filename);
    });

    /** The user's own file; `?thumb=1` gives a small WebP of an image, for lists. */
    const fileParams = { params: z.object({ key: textField('key') }), querystring: z.object({ thumb: textField('thumb').optional() }) };
    app.get('/uploads/:key', { onRequest: requireUser, schema: fileParams }, async (request, reply) => {
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
