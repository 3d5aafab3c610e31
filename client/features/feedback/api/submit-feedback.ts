import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const submitFeedback = (feedback: string) => apiRequest('POST', '/api/feedback', { feedback });

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
