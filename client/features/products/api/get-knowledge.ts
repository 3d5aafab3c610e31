import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const knowledgeQueryOptions = (productId: string) => queryOptions(queryFor(resource(api.productKnowledge.list, { id: productId })));

/** A product's files and documents, newest first, with their passage counts. */
export function useKnowledge(productId: string) {
  return useQuery(knowledgeQueryOptions(productId));
}
