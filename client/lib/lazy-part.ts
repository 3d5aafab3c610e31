import { lazy, type ComponentType } from 'react';
import { FIRST_RETRY_MS, nextRetryMs } from '@/lib/retry-delay';

/**
 * A part of the page loaded on its own (the toast area, the command palette) whose download may fail:
 * offline, or a server restarting. It tries again after a pause (1 s, doubling up to 30 s) instead of
 * failing the render, which would take the whole page down with it.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    for (let wait = FIRST_RETRY_MS; ; wait = nextRetryMs(wait)) {
      try {
        return { default: await load() };
      } catch {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  });
}
