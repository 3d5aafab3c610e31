import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemoryDto } from '@common/documents';
import { apiSend } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

export const deleteMemory = (documentId: string, key: string) => apiSend(action(api.memories.forget, { id: documentId, key }));

export function useDeleteMemory(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => deleteMemory(documentId, key),
    onSuccess: (_answer, key) =>
      queryClient.setQueryData<MemoryDto[]>(resource(api.memories.list, { id: documentId }).queryKey, (list) =>
        list?.filter((m) => m.key !== key),
      ),
  });
}
