import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const sidebarQueryOptions = queryOptions(queryFor(resource(api.sidebar.summary)));

/** The counts of chats, documents and designs, and the chats changed last. */
export function useSidebar({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sidebarQueryOptions, enabled });
}
