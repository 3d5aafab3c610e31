import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { SIGNED_IN_COOKIE } from '@common/auth';
import { loadMarkdownRenderer } from '@/components/markdown';
import { dismissToast } from '@/lib/toast';
import { failOnConsoleError } from '../../tests/support/fail-on-console-error';

// Tests answer the current-user call themselves: the browser is one that holds a session hint.
document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;

// jsdom has no pointer capture, which a toast's swipe handling asks for when its button is pressed.
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
failOnConsoleError();

// Screens render their messages in Markdown from the first render.
await loadMarkdownRenderer();
// The toast area's code (sonner) is in before the first test, as the Markdown renderer is.
await import('@/components/ui/sonner');
