import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentSummary } from '@common/documents';
import { apiSend } from '@/lib/api-client';
import { documentsApi } from '@/lib/api-routes/documents';
import { refetchList } from '@/lib/entity-cache';

export const deleteDocument = (id: string) => apiSend(documentsApi.remove(id));

/** On success the document leaves the list cache and the list is refetched. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<DocumentSummary[]>(documentsApi.list.queryKey, (list) => list?.filter((d) => d.id !== id));
      void refetchList(queryClient, documentsApi.list);
    },
  });
}
