import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeDocument } from '@/features/documents/api/document-cache';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** The chat's model, kept on its document: the next reply comes from it. */
export const setChatModel = ({ id, model }: { id: string; model: string }) => apiSend(action(api.documents.patch, { id }), { model });

export function useSetChatModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setChatModel,
    onSuccess: (document) => storeDocument(queryClient, document),
  });
}
