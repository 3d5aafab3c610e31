import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const designsQueryOptions = queryOptions(queryFor(resource(api.designs.list)));

/** The designs of one product (`none`: of no product), cached under the list's key and the filter. */
export const productDesignsQueryOptions = (productId: string) =>
  queryOptions(queryFor(resource(api.designs.list, undefined, { productId })));

/** The signed-in user's designs; with `productId`, those of one product (`none`: of no product). */
export function useDesigns({ enabled = true, productId }: { enabled?: boolean; productId?: string } = {}) {
  return useQuery({ ...(productId ? productDesignsQueryOptions(productId) : designsQueryOptions), enabled });
}
