import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { issueLabel, TRACKER_LABELS, type ConnectTrackerBody, type HandoffItem, type Tracker } from '@common/integrations';
import { apiSend, queryFor } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

const connectionsResource = resource(api.integrations.list);

/** The trackers connected for the user and their teams (never a token). */
export const trackerConnectionsQueryOptions = queryOptions({ ...queryFor(connectionsResource), staleTime: 0 });
export const useTrackerConnections = () => useQuery(trackerConnectionsQueryOptions);

/** Connects a tracker; the server checks the token with the tracker first. */
export function useConnectTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, ...body }: ConnectTrackerBody & { target: Tracker }) =>
      apiSend(action(api.integrations.connect, { target }), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsResource.queryKey }),
  });
}

export function useDisconnectTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, teamId }: { target: Tracker; teamId: string | null }) =>
      apiSend(action(api.integrations.disconnect, { target }, teamId ? { teamId } : {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsResource.queryKey }),
  });
}

const linksResource = (id: string) => resource(api.handoff.links, { id });

/** The tracker issues the document's requirements were sent as. */
export const handoffLinksQueryOptions = (id: string) => queryOptions({ ...queryFor(linksResource(id)), staleTime: 30_000 });
export const useHandoffLinks = (id: string | null) => useQuery({ ...handoffLinksQueryOptions(id ?? ''), enabled: id !== null });

/** The requirements found in the saved document (a POST: it reads the document as saved now). */
export const useHandoffPreview = (id: string) =>
  useMutation({ mutationFn: (target: Tracker) => apiSend(action(api.handoff.preview, { id }), { target }) });

export function useSendHandoff(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { target: Tracker; items: HandoffItem[] }) => apiSend(action(api.handoff.send, { id }), body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linksResource(id).queryKey }),
  });
}

/** The document's sent issues as the editor's chips show them: each requirement's key and title, the issue's link and name. */
export function useHandoffChips(id: string | null) {
  const links = useHandoffLinks(id).data;
  return useMemo(
    () => (links ?? []).map((l) => ({ key: l.key, title: l.title, url: l.url, label: issueLabel(l), tracker: TRACKER_LABELS[l.target] })),
    [links],
  );
}
