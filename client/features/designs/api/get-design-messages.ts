import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DesignMessageDto } from '@common/designs';
import { getQueryFn } from '@/lib/api-client';

export const designMessagesQueryKey = (designId: string) => ['/api/designs', designId, 'messages'] as const;

/** The design's conversation, oldest first: stale at once, no refetch on window focus. */
export const designMessagesQueryOptions = (designId: string) =>
  queryOptions({
    queryKey: designMessagesQueryKey(designId),
    queryFn: getQueryFn<DesignMessageDto[]>({ on401: 'throw' }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useDesignMessages(designId: string | null) {
  return useQuery({ ...designMessagesQueryOptions(designId ?? ''), enabled: designId !== null });
}

/** Appends messages the cached conversation does not hold yet, in the order they came. */
export function appendDesignMessages(queryClient: QueryClient, designId: string, incoming: DesignMessageDto[]) {
  queryClient.setQueryData<DesignMessageDto[]>(designMessagesQueryKey(designId), (list = []) => {
    const known = new Set(list.map((m) => m.id));
    const added = incoming.filter((m) => !known.has(m.id));
    return added.length === 0 ? list : [...list, ...added];
  });
}
