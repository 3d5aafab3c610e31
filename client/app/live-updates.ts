import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEvent } from '@common/events';
import { authApi } from '@/lib/api-routes/auth';
import { designsApi } from '@/lib/api-routes/designs';
import { documentsApi } from '@/lib/api-routes/documents';
import { eventsApi } from '@/lib/api-routes/events';

/** The cached queries a change makes stale. */
export function staleKeys(event: LiveEvent): { key: QueryKey; exact?: boolean }[] {
  const parent = event.parentId ?? '';
  switch (event.entity) {
    case 'document':
      return [{ key: documentsApi.list.queryKey, exact: true }, { key: documentsApi.one(event.id).queryKey, exact: true }];
    case 'message':
      return [{ key: documentsApi.messages(parent).queryKey }];
    case 'memory':
      return [{ key: documentsApi.memories(parent).queryKey }];
    case 'design':
      return [{ key: designsApi.list.queryKey, exact: true }, { key: designsApi.one(event.id).queryKey, exact: true }];
    case 'design_message':
      return [{ key: designsApi.messages(parent).queryKey }];
    case 'version':
      return [{ key: documentsApi.versions(parent).queryKey }];
    case 'suggestion':
      return [{ key: documentsApi.suggestions(parent).queryKey }];
  }
}

function apply(queryClient: QueryClient, event: LiveEvent) {
  for (const { key, exact } of staleKeys(event)) void queryClient.invalidateQueries({ queryKey: key, exact });
}

const isUserQuery = (key: QueryKey) => key[0] === authApi.user.queryKey[0];

/**
 * Follows the live events: another tab's or device's changes refresh the affected queries within
 * a second. EventSource reconnects by itself; after a reconnection everything but the current user
 * is refetched, since changes may have been missed meanwhile.
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(eventsApi.stream.url, { withCredentials: true });
    let dropped = false;
    source.addEventListener('change', (e) => apply(queryClient, JSON.parse((e as MessageEvent<string>).data) as LiveEvent));
    source.addEventListener('ready', () => {
      if (dropped) void queryClient.invalidateQueries({ predicate: (q) => !isUserQuery(q.queryKey) });
      dropped = false;
    });
    source.addEventListener('error', () => {
      dropped = true;
    });
    return () => source.close();
  }, [queryClient]);
}
