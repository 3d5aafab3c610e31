import { useMutation } from '@tanstack/react-query';
import { signInRequest } from '@/features/auth/api/sign-in-request';
import { authApi } from '@/lib/api-routes/auth';

export const resendOtp = () => signInRequest(authApi.resendOtp, undefined);

/** Sends a fresh code for the sign-in in progress. */
export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
