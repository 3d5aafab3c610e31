import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const documentsQueryOptions = queryOptions(queryFor(resource(api.documents.list)));

/** The signed-in user's documents: chats and editor documents. */
export function useDocuments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...documentsQueryOptions, enabled });
}
