import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { designsApi } from '@/lib/api-routes/designs';

export const designsQueryOptions = queryOptions(queryFor(designsApi.list));

/** The signed-in user's designs. */
export function useDesigns({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...designsQueryOptions, enabled });
}
