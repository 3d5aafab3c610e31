import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionnaireDto, questionnaireParams } from '../../../common/admin';
import { isJourneyType } from '../../../common/journeys';
import { questionnaires } from '../../db/schema/content';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { requireUser } from '../../plugins/session';

export const questionnaireRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/questionnaires/:type',
      { onRequest: requireUser, schema: { params: questionnaireParams, response: { 200: questionnaireDto } } },
      async (request) => {
        const { type } = request.params;
        const [row] = isJourneyType(type) ? await ctx.database.db.select().from(questionnaires).where(eq(questionnaires.type, type)) : [];
        if (!row) throw notFound('Questionnaire not found');
        return { id: row.id, type: row.type, questions: row.questions };
      },
    );
  };
