import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../common/auth';
import { documentDto, idParams } from '../../../common/documents';
import { sectionBody, templateBody, templateDto, templateSectionDto } from '../../../common/templates';
import type { AppContext } from '../../lib/context';
import { currentUser, requireAdmin, requireUser } from '../../plugins/session';
import * as templates from './templates.service';

/** Everyone signed in reads and uses templates; only admins write them. */
export const templateRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const user = { onRequest: requireUser };
    const admin = { onRequest: requireAdmin };

    app.get('/api/template-sections', { ...user, schema: { response: { 200: z.array(templateSectionDto) } } }, async () =>
      templates.listSections(ctx),
    );
    app.post('/api/templates/:id/use', { ...user, schema: { params: idParams, response: { 201: documentDto } } }, async (request, reply) =>
      reply.status(201).send(await templates.useTemplate(ctx, currentUser(request), request.params.id)),
    );

    app.post(
      '/api/template-sections',
      { ...admin, schema: { body: sectionBody, response: { 201: templateSectionDto } } },
      async (request, reply) => reply.status(201).send(await templates.createSection(ctx, request.body)),
    );
    app.put(
      '/api/template-sections/:id',
      { ...admin, schema: { params: idParams, body: sectionBody, response: { 200: templateSectionDto } } },
      async (request) => templates.updateSection(ctx, request.params.id, request.body),
    );
    app.delete(
      '/api/template-sections/:id',
      { ...admin, schema: { params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        await templates.deleteSection(ctx, request.params.id);
        return { message: 'Section deleted successfully' };
      },
    );

    app.post('/api/templates', { ...admin, schema: { body: templateBody, response: { 201: templateDto } } }, async (request, reply) =>
      reply.status(201).send(await templates.createTemplate(ctx, request.body)),
    );
    app.put(
      '/api/templates/:id',
      { ...admin, schema: { params: idParams, body: templateBody, response: { 200: templateDto } } },
      async (request) => templates.updateTemplate(ctx, request.params.id, request.body),
    );
    app.delete('/api/templates/:id', { ...admin, schema: { params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await templates.deleteTemplate(ctx, request.params.id);
      return { message: 'Template deleted successfully' };
    });
  };
