import { useMutation } from '@tanstack/react-query';
import { signInRequest } from '@/features/auth/api/sign-in-request';
import { action, api } from '@/lib/routes';

export const resendOtp = () => signInRequest(action(api.auth.resendOtp), undefined);

/** Sends a fresh code for the sign-in in progress. */
export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
