import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDto } from '@common/documents';
import { documentQueryKey } from '@/features/documents/api/document-cache';
import { apiRequest } from '@/lib/api-client';

export const fetchEditorDocument = (id: string) => apiRequest<DocumentDto>('GET', `/api/documents/${encodeURIComponent(id)}`);

/**
 * One document for the documents editor. SPEC section 7: no retry, always stale (it is read again
 * each time the editor opens it), no refetch on window focus.
 */
export const editorDocumentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: documentQueryKey(id),
    queryFn: () => fetchEditorDocument(id),
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** `enabled: false` once the editor holds the text: later changes (live updates) must not refetch it under the user. */
export function useEditorDocument(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...editorDocumentQueryOptions(id), enabled });
}
