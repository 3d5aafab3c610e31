import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserChange, AdminUserDto } from '@common/admin';
import { apiSend } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

type UpdateAdminUserInput = AdminUserChange & { id: string };

/** Grants or revokes admin rights, or changes the plan; an admin cannot revoke their own rights. */
export const updateAdminUser = ({ id, ...change }: UpdateAdminUserInput) => apiSend(action(api.admin.updateUser, { id }), change);

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: (user) => {
      queryClient.setQueryData<AdminUserDto[]>(resource(api.admin.users).queryKey, (list) =>
        list?.map((u) => (u.id === user.id ? user : u)),
      );
      // The admin may have changed their own plan, which the current user carries.
      void queryClient.invalidateQueries({ queryKey: resource(api.auth.user).queryKey });
    },
  });
}
