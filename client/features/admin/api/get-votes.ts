import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminVotePage } from '@common/votes';
import { apiGet, queryFor } from '@/lib/api-client';
import { api, paged, resource } from '@/lib/routes';

/** Votes per page of the admin's list. */
const PAGE = 50;

/**
 * The votes on replies, newest first, a page at a time ("Show more" asks for the next); with
 * `prompt`, only those on replies written under that prompt version (`none`: replies that record none).
 */
export function useVotes(prompt?: string) {
  const votes = prompt === undefined ? paged(api.admin.votes) : paged(api.admin.votes, undefined, { prompt });
  return useInfiniteQuery({
    queryKey: votes.queryKey,
    queryFn: ({ pageParam, signal }) => apiGet(votes.page(PAGE, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: AdminVotePage) => page.nextCursor,
    // Users keep voting: opening the tab shows what arrived since.
    staleTime: 0,
  });
}

/** Up and down votes per prompt version, the most voted first. */
export const votePromptsQueryOptions = queryOptions({ ...queryFor(resource(api.admin.votePrompts)), staleTime: 0 });

export function useVotePrompts() {
  return useQuery(votePromptsQueryOptions);
}
