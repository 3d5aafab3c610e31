import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentSummary } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { currentUser, requireUser } from '../../plugins/session';
import { listDocuments } from './documents.queries';

export const documentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser);

    app.get('/api/documents', async (request): Promise<DocumentSummary[]> => {
      const rows = await listDocuments(ctx.database.db, { userId: currentUser(request).id });
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
    });
  };
