import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateFactBody } from '@common/products';
import { refetchFacts } from '@/features/products/api/product-cache';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** A fact's new key or value; renaming it to a key the product has answers 409. */
export const updateFact = ({ productId, factId, ...body }: UpdateFactBody & { productId: string; factId: string }) =>
  apiSend(action(api.productFacts.update, { id: productId, factId }), body);

export function useUpdateFact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateFact, onSuccess: (fact) => refetchFacts(queryClient, fact.productId) });
}
