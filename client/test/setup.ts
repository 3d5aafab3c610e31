import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
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
