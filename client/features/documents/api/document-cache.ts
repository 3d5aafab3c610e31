import type { QueryClient } from '@tanstack/react-query';
import type { DocumentDto, DocumentSummary } from '@common/documents';

export const documentsQueryKey = ['/api/documents'] as const;
export const documentQueryKey = (id: string) => ['/api/documents', id] as const;

/** Refetches the list only: its key is a prefix of every document's own queries (messages, memories). */
export const refetchDocumentList = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: documentsQueryKey, exact: true });

/**
 * After a create, rename or new title: the document's own cache and its row in the list change at once
 * (so the sidebar badges and Recent Documents follow without a reload), then the list is refetched.
 */
export function storeDocument(queryClient: QueryClient, document: DocumentDto) {
  queryClient.setQueryData(documentQueryKey(document.id), document);
  queryClient.setQueryData<DocumentSummary[]>(documentsQueryKey, (list) => {
    if (!list) return list;
    const { content: _content, ...summary } = document;
    return list.some((d) => d.id === document.id)
      ? list.map((d) => (d.id === document.id ? summary : d))
      : [summary, ...list];
  });
  void refetchDocumentList(queryClient);
}
