import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const aiStatusQueryOptions = queryOptions(queryFor(resource(api.ai.status)));

/** Which engine answers: the offline, rule-based one, or a configured AI provider. */
export function useAiStatus() {
  return useQuery(aiStatusQueryOptions);
}
