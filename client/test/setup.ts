import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadMarkdownRenderer } from '@/components/markdown';
import { dismissToast } from '@/components/ui/use-toast';
import { failOnConsoleError } from '../../tests/support/fail-on-console-error';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
failOnConsoleError();

// Screens render their messages with the full Markdown renderer from the first render; the light
// first paint has its own tests.
await loadMarkdownRenderer();
