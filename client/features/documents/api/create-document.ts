import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDocumentBody, DocumentDto } from '@common/documents';
import { storeDocument } from '@/features/documents/api/document-cache';
import { apiRequest } from '@/lib/api-client';

export const createDocument = (body: CreateDocumentBody) => apiRequest<DocumentDto>('POST', '/api/documents', body);

export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocument,
    onSuccess: (document) => storeDocument(queryClient, document),
  });
}
