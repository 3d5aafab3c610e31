import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DesignSummary } from '@common/designs';
import { getQueryFn } from '@/lib/api-client';

export const designsQueryKey = ['/api/designs'] as const;

export const designsQueryOptions = queryOptions({
  queryKey: designsQueryKey,
  queryFn: getQueryFn<DesignSummary[]>({ on401: 'throw' }),
});

/** The signed-in user's designs. */
export function useDesigns({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...designsQueryOptions, enabled });
}
