import { startTransition, useEffect, useState } from 'react';

/** How long after the page's load event the browser must first be idle, so the opening screen has painted. */
const AFTER_LOAD_MS = 1000;
/** At most this long to wait for an idle moment once that time has passed. */
const IDLE_TIMEOUT_MS = 2000;

let settled: Promise<void> | null = null;

/**
 * Resolves once the page has loaded, a second has passed, and the browser is idle: by then the
 * opening screen (whose code and data come with the page) has painted.
 */
export function whenSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : resolve());
    const afterLoad = () => setTimeout(idle, AFTER_LOAD_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}

/**
 * False until the opening screen has painted and the browser is idle, then true: code that nothing on
 * that screen shows (toasts, the command palette) downloads after it, and does not delay it.
 */
export function useSettled(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // A transition: what mounts then renders in short slices of work.
    void whenSettled().then(() => live && startTransition(() => setReady(true)));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
