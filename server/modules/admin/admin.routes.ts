import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { currentUser } from '../../plugins/session';
import { listVotes, votesByPrompt } from '../votes/votes.service';
import * as admin from './admin.service';

/** Every /api/admin route: 401 for visitors, 403 for users who are not admins. */
export const adminRoutes = (ctx: AppContext) =>
  serveRoutes(api.admin, {
    users: async () => admin.listUsers(ctx),
    updateUser: async (request) => admin.changeUser(ctx, currentUser(request).id, request.params.id, request.body),
    endSessions: async (request) => {
      await admin.endSessionsOf(ctx, request.params.id);
      return { message: 'Sessions ended' };
    },

    prompts: async () => admin.listPrompts(ctx),
    updatePrompt: async (request) => admin.updatePrompt(ctx, request.params.id, request.body.content),

    questionnaires: async () => admin.listQuestionnaires(ctx),
    updateQuestionnaire: async (request) => admin.updateQuestionnaire(ctx, request.params.type, request.body.questions),

    feedback: async () => admin.listFeedback(ctx),

    votes: async (request) => listVotes(ctx, request.query),
    votePrompts: async () => votesByPrompt(ctx),
  });
