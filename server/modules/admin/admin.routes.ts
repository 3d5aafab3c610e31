import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserChange,
  adminUserDto,
  feedbackDto,
  promptBody,
  promptDto,
  questionnaireBody,
  questionnaireDto,
  questionnaireParams,
} from '../../../common/admin';
import { messageResponse } from '../../../common/auth';
import { idParams } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { currentUser, requireAdmin } from '../../plugins/session';
import * as admin from './admin.service';

/** Every /api/admin route: 401 for visitors, 403 for users who are not admins. */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireAdmin);

    app.get('/api/admin/users', { schema: { response: { 200: z.array(adminUserDto) } } }, async () => admin.listUsers(ctx));
    app.patch(
      '/api/admin/users/:id',
      { schema: { params: idParams, body: adminUserChange, response: { 200: adminUserDto } } },
      async (request) => admin.changeUser(ctx, currentUser(request).id, request.params.id, request.body),
    );
    app.post('/api/admin/users/:id/end-sessions', { schema: { params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await admin.endSessionsOf(ctx, request.params.id);
      return { message: 'Sessions ended' };
    });

    app.get('/api/admin/prompts', { schema: { response: { 200: z.array(promptDto) } } }, async () => admin.listPrompts(ctx));
    app.put('/api/admin/prompts/:id', { schema: { params: idParams, body: promptBody, response: { 200: promptDto } } }, async (request) =>
      admin.updatePrompt(ctx, request.params.id, request.body.content),
    );

    app.get('/api/admin/questionnaires', { schema: { response: { 200: z.array(questionnaireDto) } } }, async () =>
      admin.listQuestionnaires(ctx),
    );
    app.put(
      '/api/admin/questionnaires/:type',
      { schema: { params: questionnaireParams, body: questionnaireBody, response: { 200: questionnaireDto } } },
      async (request) => admin.updateQuestionnaire(ctx, request.params.type, request.body.questions),
    );

    app.get('/api/admin/feedback', { schema: { response: { 200: z.array(feedbackDto) } } }, async () => admin.listFeedback(ctx));
  };
