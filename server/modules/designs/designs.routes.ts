import multipart from '@fastify/multipart';
import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { readFilePart } from '../../lib/multipart-file';
import { serveRoutes } from '../../plugins/api-routes';
import { askOf, currentUser } from '../../plugins/session';
import { patchDesign } from '../ai-connections/chat-model.service';
import { answerRequest, chatRunHandlers } from '../chat/chat.http';
import { saveMessage } from '../chat/chat.service';
import { MAX_IMAGE_BYTES, MESSAGES } from '../uploads/file-check';
import * as designs from './designs.service';

export const designRoutes = (ctx: AppContext) =>
  serveRoutes(
    api.designs,
    {
      list: async (request) => designs.listDesigns(ctx, currentUser(request), request.query),
      one: async (request) => designs.getDesign(ctx, askOf(request)),
      create: async (request, reply) => reply.status(201).send(await designs.createDesign(ctx, currentUser(request), request.body)),
      update: async (request) => designs.updateDesign(ctx, askOf(request), request.body),
      patch: async (request) => patchDesign(ctx, askOf(request), request.body),
      remove: async (request) => {
        await designs.deleteDesign(ctx, askOf(request));
        return { message: 'Design deleted successfully' };
      },

      messages: async (request) => designs.listDesignMessages(ctx, askOf(request), request.query),
      // `role: 'assistant'` saves an analysis as it is, with no reply.
      send: async (request, reply) => {
        const message = { role: request.body.role ?? 'user', content: request.body.content };
        if (message.role === 'assistant') return [await saveMessage(ctx, designs.designChat, askOf(request), message)];
        return answerRequest(ctx, designs.designChat, askOf(request), message, request, reply);
      },
      ...chatRunHandlers(ctx, designs.designChat),

      analyze: async (request) => {
        const part = await readFilePart(request, 'image', MAX_IMAGE_BYTES, MESSAGES.imageTooBig);
        const { title = '', notes = '', designId } = part.fields;
        return designs.analyzeDesign(ctx, currentUser(request), part.data, { title: title.slice(0, 200), notes, designId });
      },
    },
    async (app) => {
      await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 } });
    },
  );
