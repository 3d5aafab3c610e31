import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDto, ProductItems } from '@common/products';
import { urlOf } from '@common/contract/route';
import { apiSend } from '@/lib/api-client';
import { designRoutes, documentRoutes, refetchList } from '@/lib/entity-cache';
import { api, resource, type Action } from '@/lib/routes';
import type { MessageResponse } from '@common/auth';

/** Deletes a product; `keep` moves its chats, documents and designs to no product, `delete` deletes them with it. */
export const deleteProduct = ({ id, items }: { id: string; items: ProductItems }) => {
  const remove: Action<undefined, MessageResponse> = { method: 'DELETE', url: urlOf(api.products.remove, { id }, { items }) };
  return apiSend(remove);
};

/** On success the product leaves the list and its queries are dropped; every list that showed its items is read again. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, { id }) => {
      queryClient.setQueryData<ProductDto[]>(resource(api.products.list).queryKey, (list) => list?.filter((p) => p.id !== id));
      queryClient.removeQueries({ queryKey: resource(api.products.one, { id }).queryKey });
      // Items moved or deleted: every cached chat, document and design may have changed.
      void queryClient.invalidateQueries({ queryKey: documentRoutes.list.queryKey });
      void queryClient.invalidateQueries({ queryKey: designRoutes.list.queryKey });
      void refetchList(queryClient, documentRoutes.list);
    },
  });
}
