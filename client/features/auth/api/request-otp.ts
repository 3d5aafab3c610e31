import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOtpBody } from '@common/auth';
import { signInRequest } from '@/features/auth/api/sign-in-request';
import { action, api, resource } from '@/lib/routes';

export const requestOtp = (body: RequestOtpBody) => signInRequest(action(api.auth.requestOtp), body);

/** Sends a sign-in code to the e-mail address; then the current-user data is refreshed. */
export function useRequestOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestOtp,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: resource(api.auth.user).queryKey });
    },
  });
}
