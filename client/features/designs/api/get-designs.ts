import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const designsQueryOptions = queryOptions(queryFor(resource(api.designs.list)));

/** The signed-in user's designs. */
export function useDesigns({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...designsQueryOptions, enabled });
}
