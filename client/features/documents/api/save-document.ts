import type { QueryClient } from '@tanstack/react-query';
import type { DocumentDto, DocumentSummary } from '@common/documents';
import { documentQueryKey, documentsQueryKey, refetchDocumentList } from '@/features/documents/api/document-cache';
import { apiRequest } from '@/lib/api-client';

export type SaveDocumentInput = { id: string; title: string; content: string };

/** SPEC section 7: the documents editor sends the whole document, {id, title, content}. */
export const saveDocument = ({ id, title, content }: SaveDocumentInput) =>
  apiRequest<DocumentDto>('PUT', `/api/documents/${encodeURIComponent(id)}`, { id, title, content });

/**
 * After an auto-save: the document's cache and its row in the list take the server's copy at once;
 * the list (the sidebar badges, Recent Documents) is read again only when the title changed, not on
 * every save.
 */
export function storeSavedDocument(queryClient: QueryClient, document: DocumentDto) {
  queryClient.setQueryData(documentQueryKey(document.id), document);
  let renamed = false;
  queryClient.setQueryData<DocumentSummary[]>(documentsQueryKey, (list) =>
    list?.map((row) => {
      if (row.id !== document.id) return row;
      renamed = row.title !== document.title;
      const { content: _content, ...summary } = document;
      return summary;
    }),
  );
  if (renamed) void refetchDocumentList(queryClient);
}
