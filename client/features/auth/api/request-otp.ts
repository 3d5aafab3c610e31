import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, RequestOtpBody } from '@common/auth';
import { userQueryKey } from '@/features/auth/api/get-user';
import { signInRequest } from '@/features/auth/api/sign-in-request';

export const requestOtp = (body: RequestOtpBody) => signInRequest<MessageResponse>('/api/request-otp', body);

/** Sends a sign-in code to the e-mail address; then the current-user data is refreshed. */
export function useRequestOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestOtp,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
