import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refetchFacts } from '@/features/products/api/product-cache';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

export const deleteFact = ({ productId, factId }: { productId: string; factId: string }) =>
  apiSend(action(api.productFacts.remove, { id: productId, factId }));

export function useDeleteFact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFact, onSuccess: (_answer, { productId }) => refetchFacts(queryClient, productId) });
}
