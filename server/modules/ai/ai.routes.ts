import type { FastifyPluginAsync } from 'fastify';
import type { AiStatus } from '../../../common/ai';
import type { AppContext } from '../../lib/context';
import { requireUser } from '../../plugins/session';

export const aiRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    /** Which engine and model answer, so the client can say when replies come from the offline engine. */
    app.get('/api/ai/status', { onRequest: requireUser }, async (): Promise<AiStatus> => ctx.ai.info);
  };
