import multipart from '@fastify/multipart';
import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { readFilePart } from '../../lib/multipart-file';
import { sendStoredFile } from '../../lib/send-file';
import { serveRoutes } from '../../plugins/api-routes';
import { currentUser } from '../../plugins/session';
import { checkUpload, MAX_IMAGE_BYTES, MESSAGES } from './file-check';
import { countUpload, readThumbnail, readUpload, storeUpload } from './uploads.service';

export const uploadRoutes = (ctx: AppContext) =>
  serveRoutes(
    api.uploads,
    {
      upload: async (request) => {
        const userId = currentUser(request).id;
        const part = await readFilePart(request, 'file', MAX_IMAGE_BYTES, MESSAGES.fileTooBig);
        await countUpload(ctx, userId);
        const checked = await checkUpload(part.data, part.filename, part.mimetype);
        return storeUpload(ctx, userId, checked, part.filename);
      },

      /** A file the user may read (their own; an image shown in place, any other file downloaded); `?thumb=1` gives a small WebP of an image, for lists. */
      file: async (request, reply) => {
        const read = request.query.thumb ? readThumbnail : readUpload;
        const file = await read(ctx, currentUser(request), request.params.key);
        return sendStoredFile(reply.header('cache-control', 'private, max-age=3600'), file);
      },
    },
    async (app) => {
      await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 } });
    },
  );
