import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEvent } from '@common/events';
import { catchUp, holdsMessage } from '@/lib/chat-cache';
import { designRoutes, documentRoutes } from '@/lib/entity-cache';
import { FIRST_RETRY_MS, nextRetryMs } from '@/lib/retry-delay';
import { api, paged, pagesKeyOf, resource } from '@/lib/routes';

/** The cached queries a change makes stale. */
export function staleKeys(event: LiveEvent): { key: QueryKey; exact?: boolean }[] {
  const parent = event.parentId ?? '';
  switch (event.entity) {
    case 'document':
      return [
        { key: resource(api.documents.list).queryKey, exact: true },
        { key: pagesKeyOf(resource(api.documents.list)) },
        { key: resource(api.documents.one, { id: event.id }).queryKey, exact: true },
      ];
    case 'message':
      return [{ key: paged(api.messages.list, { id: parent }).queryKey }];
    case 'memory':
      return [{ key: resource(api.memories.list, { id: parent }).queryKey }];
    case 'design':
      return [
        { key: resource(api.designs.list).queryKey, exact: true },
        { key: resource(api.designs.one, { id: event.id }).queryKey, exact: true },
      ];
    case 'design_message':
      return [{ key: paged(api.designs.messages, { id: parent }).queryKey }];
    case 'version':
      return [{ key: resource(api.versions.list, { id: parent }).queryKey }];
    case 'suggestion':
      return [{ key: resource(api.suggestions.list, { id: parent }).queryKey }];
    case 'comment':
      return [{ key: resource(api.comments.list, { id: parent }).queryKey }];
    case 'notification':
      return [{ key: resource(api.notifications.list).queryKey }];
    case 'product':
      // A product's deletion moves or deletes its items: the lists that show them are read again too.
      return [
        { key: resource(api.products.list).queryKey, exact: true },
        { key: resource(api.products.one, { id: event.id }).queryKey },
        ...(event.action === 'deleted'
          ? [{ key: resource(api.documents.list).queryKey }, { key: resource(api.designs.list).queryKey }]
          : []),
      ];
    case 'team':
      // A membership changed: the teams, and the team items the lists show, are read again.
      return [
        { key: resource(api.teams.list).queryKey, exact: true },
        { key: resource(api.teams.members, { id: event.id }).queryKey },
        { key: resource(api.documents.list).queryKey },
        { key: resource(api.designs.list).queryKey },
        { key: resource(api.products.list).queryKey },
      ];
  }
}

type Row = { id: string; title: string; updatedAt: string };

const routesOf = (event: LiveEvent) => (event.entity === 'design' || event.entity === 'design_message' ? designRoutes : documentRoutes);

/** True when this tab already holds the change: its own save, or a message its chat has merged. */
export function alreadyHeld(queryClient: QueryClient, event: LiveEvent): boolean {
  const routes = routesOf(event);
  switch (event.entity) {
    case 'document':
    case 'design': {
      if (event.action === 'deleted' || !event.updatedAt) return false;
      const cached = queryClient.getQueryData<Row>(routes.one(event.id).queryKey);
      return cached !== undefined && cached.updatedAt >= event.updatedAt;
    }
    case 'message':
    case 'design_message':
      return holdsMessage(queryClient, routes.messages(event.parentId ?? ''), event.id);
    case 'memory':
    case 'version':
    case 'suggestion':
    case 'product':
    case 'team':
    case 'comment':
    case 'notification':
      return false;
  }
}

/**
 * Patches a renamed, changed or deleted row in place in the cached list, so that a change made
 * elsewhere does not download the whole list again. False when the list must be read (a new row).
 */
export function patchList(queryClient: QueryClient, event: LiveEvent): boolean {
  if (event.entity !== 'document' && event.entity !== 'design') return false;
  const key = routesOf(event).list.queryKey;
  const list = queryClient.getQueryData<Row[]>(key);
  if (!list) return true;
  const row = list.find((item) => item.id === event.id);
  if (event.action === 'deleted') {
    queryClient.setQueryData<Row[]>(
      key,
      list.filter((item) => item.id !== event.id),
    );
    return true;
  }
  if (!row || !event.updatedAt) return false;
  const changed = { ...row, title: event.title ?? row.title, updatedAt: event.updatedAt };
  queryClient.setQueryData<Row[]>(
    key,
    list.map((item) => (item.id === event.id ? changed : item)),
  );
  return true;
}

/** How long a message event waits for the tab's own streamed reply to be merged before refetching. */
export const OWN_MESSAGE_GRACE_MS = 800;

const isMessage = (event: LiveEvent) => event.entity === 'message' || event.entity === 'design_message';

export function apply(queryClient: QueryClient, event: LiveEvent) {
  if (alreadyHeld(queryClient, event)) return;
  // A chat reads its latest few messages and merges them, rather than every page it has loaded.
  if (isMessage(event)) return void catchUp(queryClient, routesOf(event).messages(event.parentId ?? ''));
  const patchedList = patchList(queryClient, event) ? hashKey(routesOf(event).list.queryKey) : null;
  for (const { key, exact } of staleKeys(event)) {
    if (hashKey(key) !== patchedList) void queryClient.invalidateQueries({ queryKey: key, exact });
  }
  // The sidebar's counts and recent chats are small: read again for any change to a list's rows that may alter them.
  if ((event.entity === 'document' || event.entity === 'design') && event.touchesSidebar !== false) {
    void queryClient.invalidateQueries({ queryKey: resource(api.sidebar.summary).queryKey, exact: true });
  }
}

function onChange(queryClient: QueryClient, event: LiveEvent) {
  // The tab's own chat merges its messages when the reply ends; wait for that before reading again.
  if (isMessage(event)) setTimeout(() => apply(queryClient, event), OWN_MESSAGE_GRACE_MS);
  else apply(queryClient, event);
}

const isUserQuery = (key: QueryKey) => key[0] === resource(api.auth.user).queryKey[0];

/**
 * Follows the live events: another tab's or device's changes refresh the affected queries within
 * a second, while echoes of this tab's own changes are skipped. EventSource reconnects by itself
 * after a dropped connection, but gives up for good when a reconnection is answered with an error
 * (a server shutting down answers 503): then a new stream is opened after a pause. After any
 * reconnection everything but the current user is refetched, since changes may have been missed.
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let dropped = false;
    // After the server refused a stream, the next one waits: doubling from 1 s, at most 30 s.
    let retryMs = FIRST_RETRY_MS;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const stream = new EventSource(resource(api.events.stream).url, { withCredentials: true });
      source = stream;
      stream.addEventListener('change', (e) => onChange(queryClient, JSON.parse((e as MessageEvent<string>).data) as LiveEvent));
      stream.addEventListener('ready', () => {
        if (dropped) void queryClient.invalidateQueries({ predicate: (q) => !isUserQuery(q.queryKey) });
        dropped = false;
        retryMs = FIRST_RETRY_MS;
      });
      stream.addEventListener('error', () => {
        dropped = true;
        if (stream.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(open, retryMs);
        retryMs = nextRetryMs(retryMs);
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);
}
