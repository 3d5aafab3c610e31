import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentSummary } from '@common/documents';
import { getQueryFn } from '@/lib/api-client';

export const documentsQueryKey = ['/api/documents'] as const;

export const documentsQueryOptions = queryOptions({
  queryKey: documentsQueryKey,
  queryFn: getQueryFn<DocumentSummary[]>({ on401: 'throw' }),
});

/** The signed-in user's documents: chats and editor documents (type enhance). */
export function useDocuments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...documentsQueryOptions, enabled });
}
