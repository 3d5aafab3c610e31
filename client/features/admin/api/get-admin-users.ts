import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const adminUsersQueryOptions = queryOptions(queryFor(resource(api.admin.users)));

/** Every account, for admins. */
export function useAdminUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions, enabled });
}
