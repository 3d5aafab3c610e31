import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosave, type SaveStatus } from '@/features/documents/lib/autosave';

/** A save the test settles by hand. */
function manualSave() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const save = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { save, calls };
}

function setup(save: () => Promise<void>) {
  const statuses: SaveStatus[] = [];
  const onSaved = vi.fn();
  const onError = vi.fn();
  const autosave = createAutosave({ save, onStatus: (s) => statuses.push(s), onSaved, onError });
  return { autosave, statuses, onSaved, onError };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createAutosave', () => {
  it('saves once, 1000 ms after the last of several changes', async () => {
    const save = vi.fn(async () => {});
    const { autosave, statuses, onSaved } = setup(save);
    autosave.change();
    await vi.advanceTimersByTimeAsync(600);
    autosave.change();
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    expect(autosave.status()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(autosave.hasUnsaved()).toBe(false);
  });

  it('retries a failed save after 2 s, 5 s, then 10 s, and reports each failure', async () => {
    const save = vi.fn(async () => {
      throw new Error('offline');
    });
    const { autosave, onError } = setup(save);
    autosave.change();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(autosave.status()).toBe('failed');
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), 1);

    await vi.advanceTimersByTimeAsync(1999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(5);
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), 5);
    expect(autosave.hasUnsaved()).toBe(true);
  });

  it('retries on the next edit (after its delay) and stays "failed" until a save succeeds', async () => {
    let fail = true;
    const save = vi.fn(async () => {
      if (fail) throw new Error('offline');
    });
    const { autosave, statuses, onSaved } = setup(save);
    autosave.change();
    await vi.advanceTimersByTimeAsync(1000);
    expect(autosave.status()).toBe('failed');
    fail = false;
    await vi.advanceTimersByTimeAsync(500);
    autosave.change();
    expect(autosave.status()).toBe('failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(autosave.status()).toBe('saved');
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['pending', 'saving', 'failed', 'saving', 'saved']);
    // No retry is left behind.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('a failure streak restarts at 2 s after a success', async () => {
    let fail = true;
    const save = vi.fn(async () => {
      if (fail) throw new Error('offline');
    });
    const { autosave, onError } = setup(save);
    autosave.change();
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(save).toHaveBeenCalledTimes(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(autosave.status()).toBe('saved');
    fail = true;
    autosave.change();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), 1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(5);
  });

  it('flush saves at once and resolves when the server holds everything', async () => {
    const save = vi.fn(async () => {});
    const { autosave } = setup(save);
    await expect(autosave.flush()).resolves.toBe(true);
    expect(save).not.toHaveBeenCalled();
    autosave.change();
    await expect(autosave.flush()).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('flush resolves false when the save fails', async () => {
    const { autosave } = setup(async () => {
      throw new Error('500');
    });
    autosave.change();
    await expect(autosave.flush()).resolves.toBe(false);
    expect(autosave.status()).toBe('failed');
  });

  it('runs one save at a time; a change made during a save is saved after it', async () => {
    const { save, calls } = manualSave();
    const { autosave, statuses } = setup(save);
    autosave.change();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    autosave.change();
    const flushed = autosave.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(autosave.hasUnsaved()).toBe(true);
    calls[1]?.resolve();
    await expect(flushed).resolves.toBe(true);
    expect(autosave.hasUnsaved()).toBe(false);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('a save that succeeds after a newer change leaves the change pending, saved after its delay', async () => {
    const { save, calls } = manualSave();
    const { autosave, onSaved } = setup(save);
    autosave.change();
    await vi.advanceTimersByTimeAsync(1000);
    autosave.change();
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.status()).toBe('pending');
    expect(onSaved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.status()).toBe('saved');
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('stop cancels scheduled saves and retries; start schedules what is pending again', async () => {
    const save = vi.fn(async () => {});
    const { autosave } = setup(save);
    autosave.change();
    autosave.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
    autosave.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
