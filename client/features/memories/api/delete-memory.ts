import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemoryDto } from '@common/documents';
import { apiSend } from '@/lib/api-client';
import { documentsApi } from '@/lib/api-routes/documents';

export const deleteMemory = (documentId: string, key: string) => apiSend(documentsApi.deleteMemory(documentId, key));

export function useDeleteMemory(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => deleteMemory(documentId, key),
    onSuccess: (_answer, key) =>
      queryClient.setQueryData<MemoryDto[]>(documentsApi.memories(documentId).queryKey, (list) => list?.filter((m) => m.key !== key)),
  });
}
