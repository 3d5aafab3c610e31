import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareBody, ShareKind, ShareStateDto } from '@common/sharing';
import { apiSend, queryFor } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

/** The share routes of each kind of item: a chat is a document. */
const ROUTES = { document: api.documentShares, design: api.designShares } as const;

export type ShareTarget = { kind: ShareKind; id: string };

const linkResource = ({ kind, id }: ShareTarget) => resource(ROUTES[kind].link, { id });

/** The item's live link (or null), read when the Share dialog opens. */
export const shareLinkQueryOptions = (target: ShareTarget) => queryOptions({ ...queryFor(linkResource(target)), staleTime: 0 });

export const useShareLink = (target: ShareTarget, enabled: boolean) => useQuery({ ...shareLinkQueryOptions(target), enabled });

/** Creates the item's link (or answers its live one) and keeps it as the dialog's state. */
export function useCreateShareLink(target: ShareTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareBody) => apiSend(action(ROUTES[target.kind].create, { id: target.id }), body),
    onSuccess: (link) => queryClient.setQueryData<ShareStateDto>(linkResource(target).queryKey, { link }),
  });
}

/** Revokes the item's link: it stops opening at once. */
export function useRevokeShareLink(target: ShareTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend(action(ROUTES[target.kind].revoke, { id: target.id })),
    onSuccess: () => queryClient.setQueryData<ShareStateDto>(linkResource(target).queryKey, { link: null }),
  });
}
