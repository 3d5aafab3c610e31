import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { adminApi } from '@/lib/api-routes/admin';

export const feedbackQueryOptions = queryOptions({
  ...queryFor(adminApi.feedback),
  // Users keep sending feedback: opening the tab shows what arrived since.
  staleTime: 0,
});

/** What users sent through the Feedback dialog, for admins. */
export function useFeedback() {
  return useQuery(feedbackQueryOptions);
}
