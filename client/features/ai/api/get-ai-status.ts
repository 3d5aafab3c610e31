import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { aiApi } from '@/lib/api-routes/ai';

export const aiStatusQueryOptions = queryOptions(queryFor(aiApi.status));

/** Which engine answers: the offline, rule-based one, or a configured AI provider. */
export function useAiStatus() {
  return useQuery(aiStatusQueryOptions);
}
