import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamBody } from '@common/teams';
import { apiSend } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

export const renameTeam = ({ teamId, ...body }: CreateTeamBody & { teamId: string }) =>
  apiSend(action(api.teams.rename, { id: teamId }), body);

export const deleteTeam = (teamId: string) => apiSend(action(api.teams.remove, { id: teamId }));

export function useRenameTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resource(api.teams.list).queryKey }),
  });
}

/**
 * Deletes a team: every list may have lost the team's items, so everything is read again, without
 * waiting (the caller's own success step runs while its team panel is still there).
 */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
