import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/auth';
import type { MemoryDto } from '@common/documents';
import { memoriesQueryKey } from '@/features/memories/api/get-memories';
import { apiRequest } from '@/lib/api-client';

export const deleteMemory = (documentId: string, key: string) =>
  apiRequest<MessageResponse>(
    'DELETE',
    `/api/documents/${encodeURIComponent(documentId)}/memories/${encodeURIComponent(key)}`,
  );

export function useDeleteMemory(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => deleteMemory(documentId, key),
    onSuccess: (_answer, key) =>
      queryClient.setQueryData<MemoryDto[]>(memoriesQueryKey(documentId), (list) => list?.filter((m) => m.key !== key)),
  });
}
