import { eq } from 'drizzle-orm';
import { api } from '../../../common/contract/api';
import { isJourneyType } from '../../../common/journeys';
import { questionnaires } from '../../db/schema/content';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { serveRoutes } from '../../plugins/api-routes';

export const questionnaireRoutes = (ctx: AppContext) =>
  serveRoutes(api.questionnaires, {
    one: async (request) => {
      const { type } = request.params;
      const [row] = isJourneyType(type) ? await ctx.database.db.select().from(questionnaires).where(eq(questionnaires.type, type)) : [];
      if (!row) throw notFound('Questionnaire not found');
      return { id: row.id, type: row.type, questions: row.questions };
    },
  });
