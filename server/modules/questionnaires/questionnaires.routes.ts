import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JOURNEY_TYPES, type JourneyType } from '../../../common/constants';
import { questionnaires } from '../../db/schema/content';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { requireUser } from '../../plugins/session';

const isJourney = (v: string): v is JourneyType => (JOURNEY_TYPES as readonly string[]).includes(v);

export const questionnaireRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/questionnaires/:type',
      { onRequest: requireUser, schema: { params: z.object({ type: z.string() }) } },
      async (request) => {
        const { type } = request.params;
        const [row] = isJourney(type)
          ? await ctx.database.db.select().from(questionnaires).where(eq(questionnaires.type, type))
          : [];
        if (!row) throw notFound('Questionnaire not found');
        return { id: row.id, type: row.type, questions: row.questions };
      },
    );
  };
