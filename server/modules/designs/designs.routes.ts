import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { designBody, designMessageBody } from '../../../common/designs';
import { idParams } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { currentUser, requireUser } from '../../plugins/session';
import { MAX_IMAGE_BYTES } from '../uploads/file-check';
import * as designs from './designs.service';

export const designRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 } });
    app.addHook('onRequest', requireUser);
    const key = (request: { params: { id: string } } & Parameters<typeof currentUser>[0]) => ({
      id: request.params.id,
      userId: currentUser(request).id,
    });

    app.get('/api/designs', async (request) => designs.listDesigns(ctx, currentUser(request).id));
    app.get('/api/designs/:id', { schema: { params: idParams } }, async (request) => designs.getDesign(ctx, key(request)));

    app.post('/api/designs', { schema: { body: designBody } }, async (request, reply) =>
      reply.status(201).send(await designs.createDesign(ctx, currentUser(request), request.body)),
    );
    app.put('/api/designs/:id', { schema: { params: idParams, body: designBody } }, async (request) =>
      designs.updateDesign(ctx, key(request), request.body),
    );
    app.delete('/api/designs/:id', { schema: { params: idParams } }, async (request) => {
      await designs.deleteDesign(ctx, key(request));
      return { message: 'Design deleted successfully' };
    });

    app.get('/api/designs/:id/messages', { schema: { params: idParams } }, async (request) =>
      designs.listDesignMessages(ctx, key(request)),
    );
    app.post('/api/designs/:id/messages', { schema: { params: idParams, body: designMessageBody } }, async (request) =>
      designs.sendDesignMessage(ctx, key(request), request.body),
    );

    app.post('/api/analyze-design', async (request) => {
      const part = await request.file();
      if (!part || part.fieldname !== 'image') throw badRequest('image: attach the image in the form field "image"');
      const data = await part.toBuffer();
      const title = typeof part.fields.title === 'object' && 'value' in part.fields.title ? String(part.fields.title.value) : '';
      return designs.analyzeDesign(ctx, currentUser(request).id, data, title);
    });
  };
