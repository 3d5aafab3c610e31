import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamBody } from '@common/teams';
import { apiSend } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

export const createTeam = (body: CreateTeamBody) => apiSend(action(api.teams.create), body);

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resource(api.teams.list).queryKey }),
  });
}
