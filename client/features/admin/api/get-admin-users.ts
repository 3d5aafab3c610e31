import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { adminApi } from '@/lib/api-routes/admin';

export const adminUsersQueryOptions = queryOptions(queryFor(adminApi.users));

/** Every account, for admins. */
export function useAdminUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions, enabled });
}
