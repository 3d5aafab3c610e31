import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserChange, AdminUserDto } from '@common/admin';
import { apiSend } from '@/lib/api-client';
import { adminApi } from '@/lib/api-routes/admin';
import { authApi } from '@/lib/api-routes/auth';

type UpdateAdminUserInput = AdminUserChange & { id: string };

/** Grants or revokes admin rights, or changes the plan; an admin cannot revoke their own rights. */
export const updateAdminUser = ({ id, ...change }: UpdateAdminUserInput) => apiSend(adminApi.updateUser(id), change);

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: (user) => {
      queryClient.setQueryData<AdminUserDto[]>(adminApi.users.queryKey, (list) => list?.map((u) => (u.id === user.id ? user : u)));
      // The admin may have changed their own plan, which the current user carries.
      void queryClient.invalidateQueries({ queryKey: authApi.user.queryKey });
    },
  });
}
