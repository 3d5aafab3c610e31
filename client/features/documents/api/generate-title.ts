import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentDto } from '@common/documents';
import { storeDocument } from '@/features/documents/api/document-cache';
import { apiRequest } from '@/lib/api-client';

type GenerateTitleInput = { id: string; content: string };

/** The server writes a short title from the first message and saves it on the document. */
export const generateTitle = ({ id, content }: GenerateTitleInput) =>
  apiRequest<DocumentDto>('POST', `/api/documents/${encodeURIComponent(id)}/generate-title`, { content });

export function useGenerateTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateTitle,
    onSuccess: (document) => storeDocument(queryClient, document),
  });
}
