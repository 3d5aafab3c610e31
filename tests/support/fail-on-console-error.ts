import { afterEach, beforeEach, expect, vi } from 'vitest';

/** A test that makes something call console.error unexpectedly fails. */
export function failOnConsoleError() {
  let calls: unknown[][] = [];
  beforeEach(() => {
    calls = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      calls.push(args);
    });
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
    expect(calls, 'console.error was called').toEqual([]);
  });
}
