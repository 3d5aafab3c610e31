import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamRole } from '@common/teams';
import { apiSend } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

type Member = { teamId: string; userId: string };

export const changeRole = ({ teamId, userId, role }: Member & { role: TeamRole }) =>
  apiSend(action(api.teams.setRole, { id: teamId, userId }), { role });

export const removeMember = ({ teamId, userId }: Member) => apiSend(action(api.teams.removeMember, { id: teamId, userId }));

/** After a change of members: the team's members, and the user's teams (they may have left one), are read again. */
function useMembersChanged() {
  const queryClient = useQueryClient();
  return (_: unknown, { teamId }: Member) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: resource(api.teams.members, { id: teamId }).queryKey }),
      queryClient.invalidateQueries({ queryKey: resource(api.teams.list).queryKey }),
    ]);
}

export function useChangeRole() {
  return useMutation({ mutationFn: changeRole, onSuccess: useMembersChanged() });
}

/** Removes a member, or (the user's own id) leaves the team. */
export function useRemoveMember() {
  return useMutation({ mutationFn: removeMember, onSuccess: useMembersChanged() });
}
