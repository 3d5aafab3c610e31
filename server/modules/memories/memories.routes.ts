import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, upsertMemoryBody } from '../../../common/documents';
import { messageResponse } from '../../../common/auth';
import { memoryDto } from '../../../common/memories';
import { idSchema, textField } from '../../../common/text';
import type { AppContext } from '../../lib/context';
import { currentUser, requireUser } from '../../plugins/session';
import { forgetFact, listMemories, rememberFact } from './memories.service';

export const memoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser);

    app.get('/api/documents/:id/memories', { schema: { params: idParams, response: { 200: z.array(memoryDto) } } }, async (request) =>
      listMemories(ctx, { id: request.params.id, userId: currentUser(request).id }),
    );

    app.post(
      '/api/documents/:id/memories',
      { schema: { params: idParams, body: upsertMemoryBody, response: { 200: memoryDto } } },
      async (request) => rememberFact(ctx, { id: request.params.id, userId: currentUser(request).id }, request.body),
    );

    app.delete(
      '/api/documents/:id/memories/:key',
      { schema: { params: z.object({ id: idSchema(), key: textField('key') }), response: { 200: messageResponse } } },
      async (request) => {
        await forgetFact(ctx, { id: request.params.id, userId: currentUser(request).id }, request.params.key);
        return { message: 'Forgotten' };
      },
    );
  };
