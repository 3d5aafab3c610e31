import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { sidebarApi } from '@/lib/api-routes/sidebar';

export const sidebarQueryOptions = queryOptions(queryFor(sidebarApi.summary));

/** The counts of chats, documents and designs, and the chats changed last. */
export function useSidebar({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sidebarQueryOptions, enabled });
}
