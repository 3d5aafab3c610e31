import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireDto } from '@common/admin';
import type { JourneyType } from '@common/constants';
import { ApiError, apiGet } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export type Question = QuestionnaireDto['questions'][number];

/** The journey's questionnaire, or null when the journey has none (404). */
export async function fetchQuestionnaire(type: JourneyType, signal?: AbortSignal): Promise<QuestionnaireDto | null> {
  try {
    return await apiGet(resource(api.questionnaires.one, { type }), signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const questionnaireQueryOptions = (type: JourneyType) =>
  queryOptions({
    queryKey: resource(api.questionnaires.one, { type }).queryKey,
    queryFn: ({ signal }) => fetchQuestionnaire(type, signal),
  });

/** `enabled` false leaves it unread (a chat whose transcript it does not change). */
export function useQuestionnaire(type: JourneyType, enabled = true) {
  return useQuery({ ...questionnaireQueryOptions(type), enabled });
}
