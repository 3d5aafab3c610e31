import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@common/auth';
import { signInRequest } from '@/features/auth/api/sign-in-request';

export const resendOtp = () => signInRequest<MessageResponse>('/api/resend-otp');

/** Sends a fresh code for the sign-in in progress. */
export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
