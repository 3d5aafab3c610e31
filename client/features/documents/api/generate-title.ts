import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeDocument } from '@/features/documents/api/document-cache';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

type GenerateTitleInput = { id: string; content: string };

/** The server writes a short title from the first message and saves it on the document. */
export const generateTitle = ({ id, content }: GenerateTitleInput) => apiSend(action(api.documents.generateTitle, { id }), { content });

export function useGenerateTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateTitle,
    onSuccess: (document) => storeDocument(queryClient, document),
  });
}
