import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const factsQueryOptions = (productId: string) => queryOptions(queryFor(resource(api.productFacts.list, { id: productId })));

/** A product's facts, by key: what every chat of the product starts from. */
export function useFacts(productId: string) {
  return useQuery(factsQueryOptions(productId));
}
