import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const usageQueryOptions = queryOptions({
  ...queryFor(resource(api.account.usage)),
  // Every chat, document or design created counts: the figure is read afresh on each visit.
  staleTime: 0,
});

/** This month's plan usage: documents created and the plan's limit (null is unlimited). */
export function useUsage() {
  return useQuery(usageQueryOptions);
}
