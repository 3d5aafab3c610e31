import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

export const submitFeedback = (feedback: string) => apiSend(action(api.account.feedback), { feedback });

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
