import { useLayoutEffect, useRef, type RefObject } from 'react';

type Listed = { id: string; role: 'user' | 'assistant'; createdAt: string };

/** Messages saved within this time of each other are one batch: a review's messages are saved together. */
const BATCH_MS = 5_000;
/** Room left above a review's first line, in px. */
const ABOVE_PX = 8;

/**
 * The first message of the review the conversation ends with: its last batch of assistant messages,
 * when they answer no question of the user's (an answer ends the conversation otherwise). Null when
 * it ends with an answer, a question or nothing.
 */
export function reviewStart(list: readonly Listed[]): string | null {
  let i = list.length - 1;
  if (list[i]?.role !== 'assistant') return null;
  const time = (k: number) => Date.parse(list[k]?.createdAt ?? '');
  while (i > 0 && list[i - 1]?.role === 'assistant' && time(i) - time(i - 1) < BATCH_MS) i -= 1;
  if (list[i - 1]?.role === 'user') return null;
  return list[i]?.id ?? null;
}

/** Scrolls the list to the top of message `anchor`, or without one to the bottom. */
function placeView(list: HTMLElement | null, anchor: string | null) {
  if (!list) return;
  const first = anchor && list.querySelector(`[data-message-id="${anchor}"]`);
  if (first) list.scrollTop += first.getBoundingClientRect().top - list.getBoundingClientRect().top - ABOVE_PX;
  else list.scrollTop = list.scrollHeight;
}

/**
 * Keeps the panel where it should open: at the top of a review the conversation ends with (its score
 * and what to fix first), and at the bottom otherwise. The review stays in place while the messages
 * above and in it finish drawing, until the reader scrolls. `scrollKey` changes with new content at the
 * end; `settled` says no reply, question or analysis is under way (those follow the bottom).
 */
export function useReviewAnchor(
  scroller: RefObject<HTMLElement | null>,
  list: readonly Listed[],
  { scrollKey, settled }: { scrollKey: readonly unknown[]; settled: boolean },
) {
  const anchor = useRef<string | null>(null);

  const place = () => placeView(scroller.current, anchor.current);

  useLayoutEffect(() => {
    anchor.current = settled ? reviewStart(list) : null;
    place();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placed again only when new content arrives
  }, scrollKey);

  // Text drawn later (the full Markdown renderer, images) moves the review: it is put back in place.
  useLayoutEffect(() => {
    const content = scroller.current?.firstElementChild;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => anchor.current && place());
    observer.observe(content);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one observer for the panel's life
  }, []);

  /** The reader scrolled or pressed a key in the panel: it stays where they put it. */
  const release = () => {
    anchor.current = null;
  };
  return { onWheel: release, onTouchStart: release, onKeyDown: release, onPointerDown: release };
}
