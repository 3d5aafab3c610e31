import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeDesign } from '@/features/designs/api/design-cache';
import { storeDocument } from '@/features/documents/api/document-cache';
import { apiSend } from '@/lib/api-client';
import { designRoutes } from '@/lib/entity-cache';
import { action, api } from '@/lib/routes';

/** What moves between products: a chat or editor document, or a design. */
export type ProductItem = { kind: 'document' | 'design'; id: string };

/** Puts a chat, document or design in a product of the user's, or in none (`null`). */
export async function moveToProduct({ kind, id, productId }: ProductItem & { productId: string | null }) {
  if (kind === 'design') return { kind, item: await apiSend(action(api.designs.patch, { id }), { productId }) } as const;
  return { kind, item: await apiSend(action(api.documents.patch, { id }), { productId }) } as const;
}

/**
 * On success the item's caches take the server's copy; the lists filtered by product (documents' pages,
 * designs' per product) and the sidebar are read again.
 */
export function useMoveToProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveToProduct,
    onSuccess: (moved) => {
      if (moved.kind === 'document') return storeDocument(queryClient, moved.item);
      storeDesign(queryClient, moved.item);
      // A design list of one product is cached under the list's key and its query.
      void queryClient.invalidateQueries({
        queryKey: designRoutes.list.queryKey,
        predicate: ({ queryKey }) => queryKey.length === 2 && typeof queryKey[1] === 'object',
      });
    },
  });
}
