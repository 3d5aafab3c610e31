import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { adminApi } from '@/lib/api-routes/admin';

export const adminQuestionnairesQueryOptions = queryOptions(queryFor(adminApi.questionnaires));

/** The questionnaire of every journey type, for admins. */
export function useAdminQuestionnaires({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminQuestionnairesQueryOptions, enabled });
}
