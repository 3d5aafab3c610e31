import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

/** What a share link shows, read without a session; a 404 (revoked, expired, unknown) is not retried. */
export const sharedItemQueryOptions = (token: string) =>
  queryOptions({ ...queryFor(resource(api.shared.read, { token })), retry: false, refetchOnWindowFocus: false });

export const useSharedItem = (token: string) => useQuery(sharedItemQueryOptions(token));
