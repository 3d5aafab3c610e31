import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { currentUser } from '../../plugins/session';
import * as templates from './templates.service';

/** Everyone signed in reads and uses templates; only admins write them (the contract says who may call what). */
export const templateRoutes = (ctx: AppContext) =>
  serveRoutes(api.templates, {
    sections: async () => templates.listSections(ctx),
    use: async (request, reply) => reply.status(201).send(await templates.useTemplate(ctx, currentUser(request), request.params.id)),

    createSection: async (request, reply) => reply.status(201).send(await templates.createSection(ctx, request.body)),
    updateSection: async (request) => templates.updateSection(ctx, request.params.id, request.body),
    removeSection: async (request) => {
      await templates.deleteSection(ctx, request.params.id);
      return { message: 'Section deleted successfully' };
    },

    create: async (request, reply) => reply.status(201).send(await templates.createTemplate(ctx, request.body)),
    update: async (request) => templates.updateTemplate(ctx, currentUser(request), request.params.id, request.body),
    remove: async (request) => {
      await templates.deleteTemplate(ctx, currentUser(request), request.params.id);
      return { message: 'Template deleted successfully' };
    },
  });
