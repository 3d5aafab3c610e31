import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeDocument } from '@/features/documents/api/document-cache';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** A chat renames its document: PUT sends the changed field only. */
export const renameDocument = ({ id, title }: { id: string; title: string }) => apiSend(action(api.documents.update, { id }), { title });

export function useRenameDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDocument,
    // A rename sends no patch, so its answer always carries the content.
    onSuccess: ({ content, ...document }) => {
      if (content !== undefined) storeDocument(queryClient, { ...document, content });
    },
  });
}
