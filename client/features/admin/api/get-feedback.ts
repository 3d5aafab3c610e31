import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackDto } from '@common/admin';
import { getQueryFn } from '@/lib/api-client';

export const feedbackQueryOptions = queryOptions({
  queryKey: ['/api/admin/feedback'],
  queryFn: getQueryFn<FeedbackDto[]>({ on401: 'throw' }),
  // Users keep sending feedback: opening the tab shows what arrived since.
  staleTime: 0,
});

/** What users sent through the Feedback dialog, for admins. */
export function useFeedback() {
  return useQuery(feedbackQueryOptions);
}
