import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const productsQueryOptions = queryOptions(queryFor(resource(api.products.list)));

/** The signed-in user's products, by name. */
export function useProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions, enabled });
}
