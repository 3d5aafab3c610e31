import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const membersQueryOptions = (id: string) => queryOptions(queryFor(resource(api.teams.members, { id })));

/** A team's members and its pending invites. */
export function useMembers(id: string) {
  return useQuery(membersQueryOptions(id));
}
