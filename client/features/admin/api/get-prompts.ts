import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { adminApi } from '@/lib/api-routes/admin';

export const promptsQueryOptions = queryOptions(queryFor(adminApi.prompts));

/** The AI prompts (chat, document_feedback, design_analysis, title), for admins. */
export function usePrompts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...promptsQueryOptions, enabled });
}
