import type { QueryClient } from '@tanstack/react-query';
import type { DesignDto, DesignSummary } from '@common/designs';
import { designsQueryKey } from '@/features/designs/api/get-designs';

export const designQueryKey = (id: string) => ['/api/designs', id] as const;

/** Refetches the list only (the sidebar badge and the list page): its key is a prefix of each design's queries. */
export const refetchDesignList = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: designsQueryKey, exact: true });

/** After a create or update: the design's own cache and its row in the list change at once, then the list is refetched. */
export function storeDesign(queryClient: QueryClient, design: DesignDto) {
  queryClient.setQueryData(designQueryKey(design.id), design);
  queryClient.setQueryData<DesignSummary[]>(designsQueryKey, (list) => {
    if (!list) return list;
    const { content: _content, ...summary } = design;
    return list.some((d) => d.id === design.id) ? list.map((d) => (d.id === design.id ? summary : d)) : [summary, ...list];
  });
  void refetchDesignList(queryClient);
}
