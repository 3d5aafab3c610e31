import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { DocumentPage, DocumentSummary } from '@common/documents';
import { apiSend } from '@/lib/api-client';
import { refetchList } from '@/lib/entity-cache';
import { action, api, pagesKeyOf, resource } from '@/lib/routes';

export const deleteDocument = (id: string) => apiSend(action(api.documents.remove, { id }));

/** The loaded pages of a list without the document `id`. */
const withoutDocument = (id: string) => (data: InfiniteData<DocumentPage> | undefined) =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((d) => d.id !== id) })) };

/** On success the document leaves the list cache and its loaded pages, and the lists are refetched. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<DocumentSummary[]>(resource(api.documents.list).queryKey, (list) => list?.filter((d) => d.id !== id));
      queryClient.setQueriesData<InfiniteData<DocumentPage>>({ queryKey: pagesKeyOf(resource(api.documents.list)) }, withoutDocument(id));
      void refetchList(queryClient, resource(api.documents.list));
    },
  });
}
