import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveUpdates } from '@/app/live-updates';

/** A stand-in for the browser's EventSource: the test plays the server's side. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The connection dropped: the browser will reconnect by itself (`refused` false) or has given up. */
  fail(refused: boolean) {
    if (refused) this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  ready() {
    this.readyState = 1;
    this.dispatchEvent(new Event('ready'));
  }
}

describe('the live-event stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const mount = () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const hook = renderHook(() => useLiveUpdates(), { wrapper });
    return { invalidate, hook };
  };

  it('opens a new stream after the server refused a reconnection, and then reads everything again', () => {
    const { invalidate, hook } = mount();
    const [first] = FakeEventSource.opened;
    first?.ready();
    expect(invalidate).not.toHaveBeenCalled();

    first?.fail(true);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]?.ready();
    expect(invalidate).toHaveBeenCalledTimes(1);
    hook.unmount();
    expect(FakeEventSource.opened[1]?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('leaves a dropped connection to the browser, which reconnects by itself, and reads everything again once it is back', () => {
    const { invalidate } = mount();
    const [only] = FakeEventSource.opened;
    only?.ready();
    only?.fail(false);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    only?.ready();
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('waits longer after each refusal, up to 30 s', () => {
    mount();
    for (const wait of [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]) {
      const count = FakeEventSource.opened.length;
      FakeEventSource.opened.at(-1)?.fail(true);
      vi.advanceTimersByTime(wait - 1);
      expect(FakeEventSource.opened, `still waiting ${wait - 1} ms after refusal ${count}`).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.opened, `a new stream ${wait} ms after refusal ${count}`).toHaveLength(count + 1);
    }
  });
});
