import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateConnectionBody, EnableModelsBody } from '@common/ai-models';
import { apiSend, queryFor } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

const connections = resource(api.aiConnections.connections);
export const aiConnectionsQueryOptions = queryOptions(queryFor(connections));

/** The AI connections with their enabled models, for admins. */
export function useAiConnections() {
  return useQuery(aiConnectionsQueryOptions);
}

/** After a change: the connections and the models every chat's picker lists. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: connections.queryKey }),
      queryClient.invalidateQueries({ queryKey: resource(api.aiConnections.models).queryKey }),
    ]);
}

export function useAddConnection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateConnectionBody) => apiSend(action(api.aiConnections.addConnection), body),
    onSuccess: refresh,
  });
}

export function useRemoveConnection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiSend(action(api.aiConnections.removeConnection, { id })),
    onSuccess: refresh,
  });
}

/** Asks the provider for its models; a refusal comes back as `ok: false` with the reason. */
export function useTestConnection() {
  return useMutation({ mutationFn: (id: string) => apiSend(action(api.aiConnections.testConnection, { id })) });
}

export function useSetModels() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EnableModelsBody) => apiSend(action(api.aiConnections.setModels), body),
    onSuccess: refresh,
  });
}
