import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../common/auth';
import {
  analyzeDesignResponse,
  designBody,
  designDto,
  designMessageBody,
  designMessageListDto,
  designMessagesDto,
  designSummaryDto,
  updateDesignBody,
} from '../../../common/designs';
import { idParams, listMessagesQuery } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { readFilePart } from '../../lib/multipart-file';
import { currentUser, requireUser } from '../../plugins/session';
import { answerRequest, continueRequest, ownerKey, retryRequest } from '../chat/chat.http';
import { saveMessage } from '../chat/chat.service';
import { MAX_IMAGE_BYTES, MESSAGES } from '../uploads/file-check';
import * as designs from './designs.service';

export const designRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 } });
    app.addHook('onRequest', requireUser);
    const key = ownerKey;

    app.get('/api/designs', { schema: { response: { 200: z.array(designSummaryDto) } } }, async (request) =>
      designs.listDesigns(ctx, currentUser(request).id),
    );
    app.get('/api/designs/:id', { schema: { params: idParams, response: { 200: designDto } } }, async (request) =>
      designs.getDesign(ctx, key(request)),
    );

    app.post('/api/designs', { schema: { body: designBody, response: { 201: designDto } } }, async (request, reply) =>
      reply.status(201).send(await designs.createDesign(ctx, currentUser(request), request.body)),
    );
    app.put('/api/designs/:id', { schema: { params: idParams, body: updateDesignBody, response: { 200: designDto } } }, async (request) =>
      designs.updateDesign(ctx, key(request), request.body),
    );
    app.delete('/api/designs/:id', { schema: { params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await designs.deleteDesign(ctx, key(request));
      return { message: 'Design deleted successfully' };
    });

    /** The whole chat, or with `limit` / `cursor` one page of it: the latest messages first. */
    app.get(
      '/api/designs/:id/messages',
      { schema: { params: idParams, querystring: listMessagesQuery, response: { 200: designMessagesDto } } },
      async (request) => designs.listDesignMessages(ctx, key(request), request.query),
    );
    /**
     * A question about the design: answers the messages appended as JSON, or streams the reply when the
     * request accepts `text/event-stream`. `role: 'assistant'` saves an analysis as it is, with no reply.
     */
    app.post(
      '/api/designs/:id/messages',
      { schema: { params: idParams, body: designMessageBody, response: { 200: designMessageListDto } } },
      async (request, reply) => {
        const message = { role: request.body.role ?? 'user', content: request.body.content };
        if (message.role === 'assistant') return [await saveMessage(ctx, designs.designChat, key(request), message)];
        return answerRequest(ctx, designs.designChat, key(request), message, request, reply);
      },
    );

    /** A new reply to the last, unanswered question (after a failure or a stop). */
    app.post('/api/designs/:id/reply', { schema: { params: idParams, response: { 200: designMessageListDto } } }, async (request, reply) =>
      retryRequest(ctx, designs.designChat, key(request), request, reply),
    );

    /** Continue the last reply, which the model stopped at its output cap (`cut`). */
    app.post(
      '/api/designs/:id/continue',
      { schema: { params: idParams, response: { 200: designMessageListDto } } },
      async (request, reply) => continueRequest(ctx, designs.designChat, key(request), request, reply),
    );

    app.post('/api/analyze-design', { schema: { response: { 200: analyzeDesignResponse } } }, async (request) => {
      const part = await readFilePart(request, 'image', MAX_IMAGE_BYTES, MESSAGES.imageTooBig);
      return designs.analyzeDesign(ctx, currentUser(request).id, part.data, (part.fields.title ?? '').slice(0, 200));
    });
  };
