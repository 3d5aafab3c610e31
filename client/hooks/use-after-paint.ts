import { useEffect, useState } from 'react';

/**
 * False until the screen has painted and `delayMs` more have passed, then true: code that nothing on
 * the first screen shows (toasts, the command palette) downloads after that screen, not before it.
 */
export function useAfterPaint(delayMs = 300): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), delayMs);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [delayMs]);
  return ready;
}
