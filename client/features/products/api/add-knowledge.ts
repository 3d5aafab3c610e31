import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refetchKnowledge } from '@/features/products/api/product-cache';
import { apiSend } from '@/lib/api-client';
import { action, api, type Action } from '@/lib/routes';
import type { KnowledgeDocumentBody, KnowledgeItemDto } from '@common/products';

/** What a product's knowledge takes: a file (PDF, Word, Markdown, text) or one of the user's documents. */
export type KnowledgeSource = { file: File } | { documentId: string };

/** Adds a file (multipart field `file`) or a document (JSON) to a product; answers it with its passage count. */
export function addKnowledge({ productId, source }: { productId: string; source: KnowledgeSource }) {
  const add = action(api.productKnowledge.add, { id: productId });
  // The route takes JSON too: one of the user's documents, by id.
  if ('documentId' in source) {
    const json: Action<KnowledgeDocumentBody, KnowledgeItemDto> = { method: add.method, url: add.url };
    return apiSend(json, { documentId: source.documentId });
  }
  const form = new FormData();
  form.append('file', source.file, source.file.name);
  return apiSend(add, form);
}

export function useAddKnowledge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addKnowledge, onSuccess: (_item, { productId }) => refetchKnowledge(queryClient, productId) });
}
