import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProductBody } from '@common/products';
import { storeProduct } from '@/features/products/api/product-cache';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

export const updateProduct = ({ id, ...body }: UpdateProductBody & { id: string }) => apiSend(action(api.products.update, { id }), body);

/** A product's name, description or instructions. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: (product) => storeProduct(queryClient, product) });
}
