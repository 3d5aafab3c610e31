import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserChange, promptBody, questionnaireBody, questionnaireParams } from '../../../common/admin';
import { idParams } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { currentUser, requireAdmin } from '../../plugins/session';
import * as admin from './admin.service';

/** Every /api/admin route: 401 for visitors, 403 for users who are not admins. */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireAdmin);

    app.get('/api/admin/users', async () => admin.listUsers(ctx));
    app.patch('/api/admin/users/:id', { schema: { params: idParams, body: adminUserChange } }, async (request) =>
      admin.changeUser(ctx, currentUser(request).id, request.params.id, request.body),
    );
    app.post('/api/admin/users/:id/end-sessions', { schema: { params: idParams } }, async (request) => {
      await admin.endSessionsOf(ctx, request.params.id);
      return { message: 'Sessions ended' };
    });

    app.get('/api/admin/prompts', async () => admin.listPrompts(ctx));
    app.put('/api/admin/prompts/:id', { schema: { params: idParams, body: promptBody } }, async (request) =>
      admin.updatePrompt(ctx, request.params.id, request.body.content),
    );

    app.get('/api/admin/questionnaires', async () => admin.listQuestionnaires(ctx));
    app.put(
      '/api/admin/questionnaires/:type',
      { schema: { params: questionnaireParams, body: questionnaireBody } },
      async (request) => admin.updateQuestionnaire(ctx, request.params.type, request.body.questions),
    );

    app.get('/api/admin/feedback', async () => admin.listFeedback(ctx));
  };
