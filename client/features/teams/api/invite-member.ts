import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteBody } from '@common/teams';
import { apiSend } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

export const inviteMember = ({ teamId, ...body }: InviteBody & { teamId: string }) =>
  apiSend(action(api.teams.invite, { id: teamId }), body);

/** Invites an address to a team: an existing account joins at once, another when it signs in. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: (_, { teamId }) => queryClient.invalidateQueries({ queryKey: resource(api.teams.members, { id: teamId }).queryKey }),
  });
}
