import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentSummary } from '@common/documents';
import { apiSend } from '@/lib/api-client';
import { refetchList } from '@/lib/entity-cache';
import { action, api, resource } from '@/lib/routes';

export const deleteDocument = (id: string) => apiSend(action(api.documents.remove, { id }));

/** On success the document leaves the list cache and the list is refetched. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<DocumentSummary[]>(resource(api.documents.list).queryKey, (list) => list?.filter((d) => d.id !== id));
      void refetchList(queryClient, resource(api.documents.list));
    },
  });
}
