import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const teamsQueryOptions = queryOptions(queryFor(resource(api.teams.list)));

/** The teams the user belongs to, with their role in each. */
export function useTeams() {
  return useQuery(teamsQueryOptions);
}
