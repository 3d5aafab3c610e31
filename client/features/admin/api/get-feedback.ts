import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

export const feedbackQueryOptions = queryOptions({
  ...queryFor(resource(api.admin.feedback)),
  // Users keep sending feedback: opening the tab shows what arrived since.
  staleTime: 0,
});

/** What users sent through the Feedback dialog, for admins. */
export function useFeedback() {
  return useQuery(feedbackQueryOptions);
}
