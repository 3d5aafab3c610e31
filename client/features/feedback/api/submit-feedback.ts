import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { accountApi } from '@/lib/api-routes/account';

export const submitFeedback = (feedback: string) => apiSend(accountApi.feedback, { feedback });

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
