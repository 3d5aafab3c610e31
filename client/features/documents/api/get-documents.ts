import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentSummary } from '@common/documents';
import { documentsQueryKey } from '@/features/documents/api/document-cache';
import { getQueryFn } from '@/lib/api-client';

export const documentsQueryOptions = queryOptions({
  queryKey: documentsQueryKey,
  queryFn: getQueryFn<DocumentSummary[]>({ on401: 'throw' }),
});

/** The signed-in user's documents: chats and editor documents (type enhance). */
export function useDocuments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...documentsQueryOptions, enabled });
}
