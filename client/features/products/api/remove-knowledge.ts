import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refetchKnowledge } from '@/features/products/api/product-cache';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** Removes a file or document from a product, with its passages. */
export const removeKnowledge = ({ productId, itemId }: { productId: string; itemId: string }) =>
  apiSend(action(api.productKnowledge.remove, { id: productId, itemId }));

export function useRemoveKnowledge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeKnowledge, onSuccess: (_answer, { productId }) => refetchKnowledge(queryClient, productId) });
}
