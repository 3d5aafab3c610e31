import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const adminQuestionnairesQueryOptions = queryOptions(queryFor(resource(api.admin.questionnaires)));

/** The questionnaire of every journey type, for admins. */
export function useAdminQuestionnaires({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminQuestionnairesQueryOptions, enabled });
}
