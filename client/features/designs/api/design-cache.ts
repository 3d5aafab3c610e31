import type { QueryClient } from '@tanstack/react-query';
import type { DesignDto } from '@common/designs';
import { designRoutes, refetchList, storeInCache } from '@/lib/entity-cache';

/** After a create or update: the caches take the server's copy at once, then the list is refetched. */
export function storeDesign(queryClient: QueryClient, design: DesignDto) {
  storeInCache(queryClient, designRoutes, design);
  void refetchList(queryClient, designRoutes.list);
}
