import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminVotePage } from '@common/votes';
import { apiGet } from '@/lib/api-client';
import { api, paged } from '@/lib/routes';

const VOTES = paged(api.admin.votes);
/** Votes per page of the admin's list. */
const PAGE = 50;

/** The votes on replies, newest first, a page at a time ("Show more" asks for the next). */
export function useVotes() {
  return useInfiniteQuery({
    queryKey: VOTES.queryKey,
    queryFn: ({ pageParam, signal }) => apiGet(VOTES.page(PAGE, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: AdminVotePage) => page.nextCursor,
    // Users keep voting: opening the tab shows what arrived since.
    staleTime: 0,
  });
}
