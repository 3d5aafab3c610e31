import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: the sidebar is a column from here, a drawer below. */
const DESKTOP_QUERY = '(min-width: 48rem)';

const mediaQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null);

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is at least `md` wide; without media queries (tests), desktop. */
export function useIsDesktop() {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? true,
    () => true,
  );
}
