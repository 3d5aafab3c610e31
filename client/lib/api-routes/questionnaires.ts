import type { QuestionnaireDto } from '@common/admin';
import type { JourneyType } from '@common/constants';
import { get } from '@/lib/api-routes/route';

/** A journey's guided questions (404 when it has none). */
export const questionnairesApi = { one: (type: JourneyType) => get<QuestionnaireDto>('/api/questionnaires', type) };
