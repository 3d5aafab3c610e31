import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FactBody } from '@common/products';
import { refetchFacts } from '@/features/products/api/product-cache';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** A new fact; a key the product already has answers 409 with the server's reason. */
export const createFact = ({ productId, ...body }: FactBody & { productId: string }) =>
  apiSend(action(api.productFacts.create, { id: productId }), body);

export function useCreateFact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFact, onSuccess: (fact) => refetchFacts(queryClient, fact.productId) });
}
