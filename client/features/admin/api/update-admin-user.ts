import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserChange, AdminUserDto } from '@common/admin';
import { adminUsersQueryKey } from '@/features/admin/api/get-admin-users';
import { userQueryKey } from '@/features/auth/api/get-user';
import { apiRequest } from '@/lib/api-client';

type UpdateAdminUserInput = AdminUserChange & { id: string };

/** Grants or revokes admin rights, or changes the plan; an admin cannot revoke their own rights. */
export const updateAdminUser = ({ id, ...change }: UpdateAdminUserInput) =>
  apiRequest<AdminUserDto>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, change);

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: (user) => {
      queryClient.setQueryData<AdminUserDto[]>(adminUsersQueryKey, (list) =>
        list?.map((u) => (u.id === user.id ? user : u)),
      );
      // The admin may have changed their own plan, which the current user carries.
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
