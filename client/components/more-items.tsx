import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** How far below the screen the end of a list starts loading the next page. */
const AHEAD = '400px 0px';

type MoreItemsProps = {
  /** `hasNextPage`, `isFetchingNextPage` and `fetchNextPage` of the list's infinite query. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
};

/**
 * The end of a list that pages: scrolling near it loads the next page, and a 'Show more' button
 * does the same for keyboards and browsers without IntersectionObserver. Nothing after the last page.
 */
export function MoreItems({ query }: MoreItemsProps) {
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const element = end.current;
    if (!element || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void fetchNextPage(), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (!hasNextPage) return null;
  return (
    <div ref={end} className="mt-6 flex justify-center">
      <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
        {isFetchingNextPage && <Spinner className="size-4" />}
        Show more
      </Button>
    </div>
  );
}
