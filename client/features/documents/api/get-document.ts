import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDto } from '@common/documents';
import { api, resource } from '@/lib/routes';

/**
 * Loads one chat's document with the chat's own load errors: 404 'Chat not found', another
 * failure 'Failed to load chat: {status text}', a non-JSON answer 'Invalid response format',
 * anything else (network, unreadable body) 'Failed to load chat'.
 */
export async function fetchChatDocument(id: string, signal?: AbortSignal): Promise<DocumentDto> {
  let res: Response;
  try {
    res = await fetch(resource(api.documents.one, { id }).url, { credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error('Failed to load chat', { cause: error });
  }
  if (res.status === 404) throw new Error('Chat not found');
  if (!res.ok) throw new Error(`Failed to load chat: ${res.statusText || res.status}`);
  if (!res.headers.get('content-type')?.includes('application/json')) throw new Error('Invalid response format');
  try {
    return (await res.json()) as DocumentDto;
  } catch (error) {
    throw new Error('Failed to load chat', { cause: error });
  }
}

/** No retry, always stale, no refetch on window focus. */
export const chatDocumentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: resource(api.documents.one, { id }).queryKey,
    queryFn: ({ signal }) => fetchChatDocument(id, signal),
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useChatDocument(id: string) {
  return useQuery(chatDocumentQueryOptions(id));
}
