import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiStatusDto } from '../../../common/ai';
import type { AppContext } from '../../lib/context';
import { requireUser } from '../../plugins/session';

export const aiRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** Which engine and model answer, so the client can say when replies come from the offline engine. */
    app.get('/api/ai/status', { onRequest: requireUser, schema: { response: { 200: aiStatusDto } } }, async () => ctx.ai.info);
  };
