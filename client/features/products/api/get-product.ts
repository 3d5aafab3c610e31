import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const productQueryOptions = (id: string) => queryOptions(queryFor(resource(api.products.one, { id })));

/** One product: its name, description and instructions. */
export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
