import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemoryDto, UpsertMemoryBody } from '@common/documents';
import { upsertMemory } from '@/features/memories/api/get-memories';
import { apiSend } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

/** Remembers a fact, replacing the value kept under the same key. */
export const saveMemory = (documentId: string, body: UpsertMemoryBody) => apiSend(action(api.memories.save, { id: documentId }), body);

export function useSaveMemory(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpsertMemoryBody) => saveMemory(documentId, body),
    // A list not loaded yet stays unloaded: one memory alone would pass for the whole list.
    onSuccess: (memory) =>
      queryClient.setQueryData<MemoryDto[]>(
        resource(api.memories.list, { id: documentId }).queryKey,
        (list) => list && upsertMemory(list, memory),
      ),
  });
}
