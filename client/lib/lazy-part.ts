import { lazy, type ComponentType } from 'react';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * A part of the page loaded on its own (the toast area, the command palette) whose download may fail:
 * offline, or a server restarting. It tries again after a pause (1 s, doubling up to 30 s) instead of
 * failing the render, which would take the whole page down with it.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, MAX_RETRY_MS)) {
      try {
        return { default: await load() };
      } catch {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  });
}
