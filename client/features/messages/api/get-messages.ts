import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageDto } from '@common/documents';
import { getQueryFn } from '@/lib/api-client';

export const messagesQueryKey = (documentId: string) => ['/api/documents', documentId, 'messages'] as const;

/** SPEC section 7: stale at once, no refetch on window focus. Oldest first. */
export const messagesQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: messagesQueryKey(documentId),
    queryFn: getQueryFn<MessageDto[]>({ on401: 'throw' }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useMessages(documentId: string) {
  return useQuery(messagesQueryOptions(documentId));
}

/** Adds messages the list does not hold yet, keeping the order they came in. */
export function mergeMessages(list: MessageDto[], incoming: MessageDto[]): MessageDto[] {
  const known = new Set(list.map((m) => m.id));
  const added = incoming.filter((m) => !known.has(m.id));
  return added.length === 0 ? list : [...list, ...added];
}
