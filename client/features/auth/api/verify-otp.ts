import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { VerifyOtpBody } from '@common/auth';
import { signInRequest } from '@/features/auth/api/sign-in-request';
import { paths } from '@/lib/paths';
import { action, api } from '@/lib/routes';

export const verifyOtp = (body: VerifyOtpBody) => signInRequest(action(api.auth.verifyOtp), body);

/** Checks the sign-in code; on success every cached answer is refreshed and the app opens at '/'. */
export function useVerifyOtp() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      navigate(paths.home);
    },
  });
}
