import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireDto } from '@common/admin';
import { getQueryFn } from '@/lib/api-client';

export const adminQuestionnairesQueryKey = ['/api/admin/questionnaires'] as const;

export const adminQuestionnairesQueryOptions = queryOptions({
  queryKey: adminQuestionnairesQueryKey,
  queryFn: getQueryFn<QuestionnaireDto[]>({ on401: 'throw' }),
});

/** The questionnaire of every journey type, for admins. */
export function useAdminQuestionnaires({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminQuestionnairesQueryOptions, enabled });
}
