import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTokenBody } from '@common/tokens';
import { apiSend, queryFor } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

const tokensResource = resource(api.tokens.list);

/** The user's personal access tokens (never their values), read afresh on each visit. */
export const tokensQueryOptions = queryOptions({ ...queryFor(tokensResource), staleTime: 0 });

export const useTokens = () => useQuery(tokensQueryOptions);

/** Creates a token: the answer holds its value, shown once. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTokenBody) => apiSend(action(api.tokens.create), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensResource.queryKey }),
  });
}

/** Revokes a token: it answers 401 from then on. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(action(api.tokens.revoke, { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensResource.queryKey }),
  });
}
