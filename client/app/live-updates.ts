import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEvent } from '@common/events';

/** The cached queries a change makes stale (the keys are the API paths). */
export function staleKeys(event: LiveEvent): { key: QueryKey; exact?: boolean }[] {
  switch (event.entity) {
    case 'document':
      return [{ key: ['/api/documents'], exact: true }, { key: ['/api/documents', event.id], exact: true }];
    case 'message':
      return [{ key: ['/api/documents', event.parentId, 'messages'] }];
    case 'memory':
      return [{ key: ['/api/documents', event.parentId, 'memories'] }];
    case 'design':
      return [{ key: ['/api/designs'], exact: true }, { key: ['/api/designs', event.id], exact: true }];
    case 'design_message':
      return [{ key: ['/api/designs', event.parentId, 'messages'] }];
  }
}

function apply(queryClient: QueryClient, event: LiveEvent) {
  for (const { key, exact } of staleKeys(event)) void queryClient.invalidateQueries({ queryKey: key, exact });
}

/**
 * Follows GET /api/events: another tab's or device's changes refresh the affected queries within
 * a second. EventSource reconnects by itself; after a reconnection everything is refetched, since
 * changes may have been missed meanwhile.
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    let dropped = false;
    source.addEventListener('change', (e) => apply(queryClient, JSON.parse((e as MessageEvent<string>).data) as LiveEvent));
    source.addEventListener('ready', () => {
      if (dropped) void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== '/api/user' });
      dropped = false;
    });
    source.addEventListener('error', () => {
      dropped = true;
    });
    return () => source.close();
  }, [queryClient]);
}
