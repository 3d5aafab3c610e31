import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemoryDto, UpsertMemoryBody } from '@common/documents';
import { memoriesQueryKey, upsertMemory } from '@/features/memories/api/get-memories';
import { apiRequest } from '@/lib/api-client';

/** Remembers a fact, replacing the value kept under the same key. */
export const saveMemory = (documentId: string, body: UpsertMemoryBody) =>
  apiRequest<MemoryDto>('POST', `/api/documents/${encodeURIComponent(documentId)}/memories`, body);

export function useSaveMemory(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpsertMemoryBody) => saveMemory(documentId, body),
    // A list not loaded yet stays unloaded: one memory alone would pass for the whole list.
    onSuccess: (memory) =>
      queryClient.setQueryData<MemoryDto[]>(memoriesQueryKey(documentId), (list) => list && upsertMemory(list, memory)),
  });
}
