import { useRef } from 'react';

/** The pages of a chat before those loaded: whether there are more, whether some are coming, and how to ask. */
export type EarlierPages = { more: boolean; loading: boolean; load: () => void };

/** Within this distance of the top, the earlier messages are asked for. */
const TOP_PX = 120;

/**
 * Earlier messages for a scrolling conversation (`el`, its scrolling element): they are asked for
 * when the reader reaches the top, or while the messages do not fill the view; once they render
 * above, the view keeps its distance from the bottom, so what the reader looks at does not move.
 * `firstId` is the id of the first message shown.
 */
export function useEarlierPages(firstId: string | undefined, earlier: EarlierPages | undefined) {
  const anchor = useRef<{ fromBottom: number; firstId: string | undefined } | null>(null);

  function load(el: HTMLElement) {
    if (!earlier?.more || earlier.loading) return;
    anchor.current = { fromBottom: el.scrollHeight - el.scrollTop, firstId };
    earlier.load();
  }

  return {
    load,
    onScroll: (el: HTMLElement) => {
      if (el.scrollTop < TOP_PX) load(el);
    },
    /** For a layout effect after each render: true when earlier messages came in and the view was put back. */
    keepPlace(el: HTMLElement) {
      const before = anchor.current;
      if (!before || before.firstId === firstId) return false;
      el.scrollTop = el.scrollHeight - before.fromBottom;
      anchor.current = null;
      return true;
    },
    /** For an effect after each render: a view the messages do not fill asks for the earlier ones at once. */
    fill(el: HTMLElement) {
      if (el.clientHeight > 0 && el.scrollHeight <= el.clientHeight) load(el);
    },
  };
}
