import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromptDto } from '@common/admin';
import { getQueryFn } from '@/lib/api-client';

export const promptsQueryKey = ['/api/admin/prompts'] as const;

export const promptsQueryOptions = queryOptions({
  queryKey: promptsQueryKey,
  queryFn: getQueryFn<PromptDto[]>({ on401: 'throw' }),
});

/** The AI prompts (chat, document_feedback, design_analysis, title), for admins. */
export function usePrompts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...promptsQueryOptions, enabled });
}
