import type { QueryClient } from '@tanstack/react-query';
import type { DocumentDto } from '@common/documents';
import { isEditorDocument } from '@common/journeys';
import { documentRoutes, refetchList, storeInCache } from '@/lib/entity-cache';

/** After a create, rename or new title: the caches take the server's copy, then the list is refetched. */
export function storeDocument(queryClient: QueryClient, document: DocumentDto) {
  storeInCache(queryClient, documentRoutes, document);
  void refetchList(queryClient, documentRoutes.list);
}

/**
 * After an auto-save: the caches take the server's copy at once; the list (Recent Documents) is read
 * again only when the title changed, not on every save, and the sidebar only when a chat was renamed
 * (a save changes no count, and recent chats show only chats).
 */
export function storeSavedDocument(queryClient: QueryClient, document: DocumentDto) {
  if (!storeInCache(queryClient, documentRoutes, document, { add: false }).renamed) return;
  if (isEditorDocument(document)) void queryClient.invalidateQueries({ queryKey: documentRoutes.list.queryKey, exact: true });
  else void refetchList(queryClient, documentRoutes.list);
}
