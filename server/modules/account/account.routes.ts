import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountBody, feedbackBody, usageDto } from '../../../common/account';
import { messageResponse } from '../../../common/auth';
import type { AppContext } from '../../lib/context';
import { clearCookie, currentUser, requireUser } from '../../plugins/session';
import { endAllSessions } from '../auth/auth.service';
import { usageOf } from '../billing/billing.service';
import { deleteAccount, submitFeedback } from './account.service';

/** The signed-in user's own account: plan usage, feedback, sign out everywhere, deletion. */
export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser);

    app.get('/api/account/usage', { schema: { response: { 200: usageDto } } }, async (request) => usageOf(ctx, currentUser(request)));

    app.post('/api/feedback', { schema: { body: feedbackBody, response: { 201: messageResponse } } }, async (request, reply) => {
      await submitFeedback(ctx, currentUser(request).id, request.body.feedback);
      return reply.status(201).send({ message: 'Your feedback has been submitted successfully.' });
    });

    app.post('/api/account/logout-all', { schema: { response: { 200: messageResponse } } }, async (request, reply) => {
      await endAllSessions(ctx, currentUser(request).id);
      clearCookie(reply, 'session');
      return { message: 'Signed out of all devices' };
    });

    app.delete('/api/account', { schema: { body: deleteAccountBody, response: { 200: messageResponse } } }, async (request, reply) => {
      await deleteAccount(ctx, currentUser(request), request.body.confirm);
      clearCookie(reply, 'session');
      return { message: 'Your account and all its data were deleted' };
    });
  };
