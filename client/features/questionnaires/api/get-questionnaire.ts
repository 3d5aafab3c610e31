import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JourneyType } from '@common/constants';
import { ApiError, apiRequest } from '@/lib/api-client';

export type Question = { key: string; question: string };
export type Questionnaire = { id: string; type: JourneyType; questions: Question[] };

/** The journey's questionnaire, or null when the journey has none (404). */
export async function fetchQuestionnaire(type: JourneyType): Promise<Questionnaire | null> {
  try {
    return await apiRequest<Questionnaire>('GET', `/api/questionnaires/${encodeURIComponent(type)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const questionnaireQueryOptions = (type: JourneyType) =>
  queryOptions({ queryKey: ['/api/questionnaires', type], queryFn: () => fetchQuestionnaire(type) });

export function useQuestionnaire(type: JourneyType) {
  return useQuery(questionnaireQueryOptions(type));
}
