import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { clearCookie, currentUser } from '../../plugins/session';
import { endAllSessions } from '../auth/auth.service';
import { usageOf } from '../billing/billing.service';
import { deleteAccount, submitFeedback } from './account.service';

/** The signed-in user's own account: plan usage, feedback, sign out everywhere, deletion. */
export const accountRoutes = (ctx: AppContext) =>
  serveRoutes(api.account, {
    usage: async (request) => usageOf(ctx, currentUser(request)),

    feedback: async (request, reply) => {
      await submitFeedback(ctx, currentUser(request).id, request.body.feedback);
      return reply.status(201).send({ message: 'Your feedback has been submitted successfully.' });
    },

    logoutAll: async (request, reply) => {
      await endAllSessions(ctx, currentUser(request).id);
      clearCookie(reply, 'session');
      return { message: 'Signed out of all devices' };
    },

    remove: async (request, reply) => {
      await deleteAccount(ctx, currentUser(request), request.body.confirm);
      clearCookie(reply, 'session');
      return { message: 'Your account and all its data were deleted' };
    },
  });
