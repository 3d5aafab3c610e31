import type { QueryClient } from '@tanstack/react-query';
import type { DocumentDto } from '@common/documents';
import { documentRoutes, refetchList, storeInCache } from '@/lib/entity-cache';

/** After a create, rename or new title: the caches take the server's copy, then the list is refetched. */
export function storeDocument(queryClient: QueryClient, document: DocumentDto) {
  storeInCache(queryClient, documentRoutes, document);
  void refetchList(queryClient, documentRoutes.list);
}

/**
 * After an auto-save: the caches take the server's copy at once; the list (the sidebar badges, Recent
 * Documents) is read again only when the title changed, not on every save.
 */
export function storeSavedDocument(queryClient: QueryClient, document: DocumentDto) {
  if (storeInCache(queryClient, documentRoutes, document, { add: false }).renamed) void refetchList(queryClient, documentRoutes.list);
}
