import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { documentsApi } from '@/lib/api-routes/documents';

export const documentsQueryOptions = queryOptions(queryFor(documentsApi.list));

/** The signed-in user's documents: chats and editor documents. */
export function useDocuments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...documentsQueryOptions, enabled });
}
