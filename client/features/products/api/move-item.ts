import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeDesign } from '@/features/designs/api/design-cache';
import { storeDocument } from '@/features/documents/api/document-cache';
import { storeProduct } from '@/features/products/api/product-cache';
import { apiSend } from '@/lib/api-client';
import { designRoutes } from '@/lib/entity-cache';
import { action, api } from '@/lib/routes';

/** What moves between products and teams: a chat or editor document, or a design. */
export type ProductItem = { kind: 'document' | 'design'; id: string };

/** Where an item goes: a product of the user's or none, a team of the user's or none (`null`). */
export type ItemHome = { productId?: string | null; teamId?: string | null };

/** Puts a chat, document or design in another product or team, or a product in another team. */
export async function moveItem({ kind, id, ...home }: (ProductItem | { kind: 'product'; id: string }) & ItemHome) {
  if (kind === 'product') return { kind, item: await apiSend(action(api.products.update, { id }), { teamId: home.teamId }) } as const;
  if (kind === 'design') return { kind, item: await apiSend(action(api.designs.patch, { id }), home) } as const;
  return { kind, item: await apiSend(action(api.documents.patch, { id }), home) } as const;
}

/**
 * On success the item's caches take the server's copy; the lists filtered by product (documents' pages,
 * designs' per product) and the sidebar are read again.
 */
export function useMoveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveItem,
    onSuccess: (moved) => {
      if (moved.kind === 'product') return storeProduct(queryClient, moved.item);
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
