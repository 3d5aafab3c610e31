import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDocumentBody } from '@common/documents';
import { storeDocument } from '@/features/documents/api/document-cache';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

export const createDocument = (body: CreateDocumentBody) => apiSend(action(api.documents.create), body);

export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocument,
    onSuccess: (document) => storeDocument(queryClient, document),
  });
}
