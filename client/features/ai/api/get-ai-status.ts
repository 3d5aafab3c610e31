import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiStatus } from '@common/ai';
import { getQueryFn } from '@/lib/api-client';

export const aiStatusQueryOptions = queryOptions({
  queryKey: ['/api/ai/status'],
  queryFn: getQueryFn<AiStatus>({ on401: 'throw' }),
});

/** Which engine answers: the offline, rule-based one, or a configured AI provider. */
export function useAiStatus() {
  return useQuery(aiStatusQueryOptions);
}
