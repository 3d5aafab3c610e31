import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsageDto } from '@common/account';
import { getQueryFn } from '@/lib/api-client';

export const usageQueryOptions = queryOptions({
  queryKey: ['/api/account/usage'],
  queryFn: getQueryFn<UsageDto>({ on401: 'throw' }),
  // Every chat, document or design created counts: the figure is read afresh on each visit.
  staleTime: 0,
});

/** This month's plan usage: documents created and the plan's limit (null is unlimited). */
export function useUsage() {
  return useQuery(usageQueryOptions);
}
