import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentSummary } from '@common/documents';
import type { MessageResponse } from '@common/auth';
import { documentsQueryKey, refetchDocumentList } from '@/features/documents/api/document-cache';
import { apiRequest } from '@/lib/api-client';

export const deleteDocument = (id: string) =>
  apiRequest<MessageResponse>('DELETE', `/api/documents/${encodeURIComponent(id)}`);

/** SPEC section 7: on success the document leaves the list cache and the list is refetched. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<DocumentSummary[]>(documentsQueryKey, (list) => list?.filter((d) => d.id !== id));
      void refetchDocumentList(queryClient);
    },
  });
}
