import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductBody } from '@common/products';
import { storeProduct } from '@/features/products/api/product-cache';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

export const createProduct = (body: ProductBody) => apiSend(action(api.products.create), body);

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: (product) => storeProduct(queryClient, product) });
}
