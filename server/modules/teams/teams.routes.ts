import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { siteOrigin } from '../../plugins/security';
import { currentUser } from '../../plugins/session';
import * as teams from './teams.service';

export const teamRoutes = (ctx: AppContext) =>
  serveRoutes(api.teams, {
    list: async (request) => teams.listTeams(ctx, currentUser(request)),
    create: async (request, reply) => reply.status(201).send(await teams.createTeam(ctx, currentUser(request), request.body)),
    rename: async (request) => teams.renameTeam(ctx, currentUser(request), request.params.id, request.body),
    remove: async (request) => {
      await teams.deleteTeam(ctx, currentUser(request), request.params.id);
      return { message: 'Team deleted' };
    },
    invite: async (request, reply) => {
      const site = siteOrigin(ctx.config, request);
      return reply.status(201).send(await teams.invite(ctx, currentUser(request), request.params.id, request.body, site));
    },
    members: async (request) => teams.listMembers(ctx, currentUser(request), request.params.id),
    setRole: async (request) => teams.changeRole(ctx, currentUser(request), request.params.id, request.params.userId, request.body.role),
    removeMember: async (request) => {
      const user = currentUser(request);
      await teams.removeMember(ctx, user, request.params.id, request.params.userId);
      return { message: request.params.userId === user.id ? 'You left the team' : 'Member removed' };
    },
  });
