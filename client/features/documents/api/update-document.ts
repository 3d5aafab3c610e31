import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentDto } from '@common/documents';
import { storeDocument } from '@/features/documents/api/document-cache';
import { apiRequest } from '@/lib/api-client';

type RenameInput = { id: string; title: string };

/** SPEC section 7: PUT sends the changed fields only; chats change the title. */
export const renameDocument = ({ id, title }: RenameInput) =>
  apiRequest<DocumentDto>('PUT', `/api/documents/${encodeURIComponent(id)}`, { title });

export function useRenameDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDocument,
    onSuccess: (document) => storeDocument(queryClient, document),
  });
}
