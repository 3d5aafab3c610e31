import type { QueryClient } from '@tanstack/react-query';
import type { DesignDto } from '@common/designs';
import { designsApi } from '@/lib/api-routes/designs';
import { refetchList, storeInCache } from '@/lib/entity-cache';

/** After a create or update: the caches take the server's copy at once, then the list is refetched. */
export function storeDesign(queryClient: QueryClient, design: DesignDto) {
  storeInCache(queryClient, designsApi, design);
  void refetchList(queryClient, designsApi.list);
}
