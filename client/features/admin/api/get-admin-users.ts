import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDto } from '@common/admin';
import { getQueryFn } from '@/lib/api-client';

export const adminUsersQueryKey = ['/api/admin/users'] as const;

export const adminUsersQueryOptions = queryOptions({
  queryKey: adminUsersQueryKey,
  queryFn: getQueryFn<AdminUserDto[]>({ on401: 'throw' }),
});

/** Every account, for admins. */
export function useAdminUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions, enabled });
}
