/** Edits to a saved document are saved this long after the last change. */
export const AUTOSAVE_DELAY_MS = 1000;
/** After a failed save: tries again after 2 s, 5 s, then every 10 s (and at once on the next edit's delay). */
export const RETRY_DELAYS_MS = [2000, 5000, 10_000] as const;

/**
 * idle: nothing changed since opening; pending: changes wait for the delay; saving: a save is under
 * way; saved: the server holds the latest text; failed: the last save failed and a retry is scheduled.
 */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

type AutosaveHandlers = {
  /** Sends the current text; rejects when the server did not take it. */
  save: () => Promise<void>;
  /** The server holds every change made so far (also reported after `stop`). */
  onSaved?: () => void;
  /** A save failed; `failures` counts the failures in a row (1 for the first). */
  onError?: (error: unknown, failures: number) => void;
};

type AutosaveOptions = AutosaveHandlers & {
  onStatus: (status: SaveStatus) => void;
  delayMs?: number;
  retryDelaysMs?: readonly number[];
};

export type Autosave = ReturnType<typeof createAutosave>;

/**
 * Debounced saving with retries, free of React: `change()` after each edit, `flush()` to save now
 * (before leaving, analysing or sending a message). One save runs at a time; a change made while a
 * save runs is saved after it.
 */
export function createAutosave({ onStatus, delayMs = AUTOSAVE_DELAY_MS, retryDelaysMs = RETRY_DELAYS_MS, ...initial }: AutosaveOptions) {
  let handlers: AutosaveHandlers = initial;
  let version = 0;
  let savedVersion = 0;
  let failures = 0;
  let status: SaveStatus = 'idle';
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<boolean> | null = null;
  let stopped = false;

  const dirty = () => version !== savedVersion;
  const setStatus = (next: SaveStatus) => {
    if (next === status) return;
    status = next;
    if (!stopped) onStatus(next);
  };
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = (ms: number) => {
    clearTimer();
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, ms);
  };

  function run(): Promise<boolean> {
    if (inFlight) return inFlight.then(() => (dirty() ? run() : true));
    clearTimer();
    if (!dirty()) return Promise.resolve(true);
    const target = version;
    setStatus('saving');
    const attempt = (async () => {
      try {
        await handlers.save();
        savedVersion = Math.max(savedVersion, target);
        failures = 0;
        if (dirty()) {
          setStatus('pending');
          if (timer === null) schedule(delayMs);
        } else {
          setStatus('saved');
          handlers.onSaved?.();
        }
        return true;
      } catch (error) {
        failures += 1;
        setStatus('failed');
        if (!stopped) handlers.onError?.(error, failures);
        const retryIn = retryDelaysMs[Math.min(failures, retryDelaysMs.length) - 1] ?? delayMs;
        // A change made meanwhile has its own, shorter delay running: keep it.
        if (timer === null) schedule(retryIn);
        return false;
      } finally {
        inFlight = null;
      }
    })();
    inFlight = attempt;
    return attempt;
  }

  return {
    /** Replaces the save and its callbacks (a component passes its latest ones). */
    configure(next: AutosaveHandlers) {
      handlers = next;
    },
    /** An edit happened: the save waits for a pause of `delayMs`. */
    change() {
      version += 1;
      if (status !== 'failed') setStatus('pending');
      schedule(delayMs);
    },
    /** Saves what is pending now; resolves true once the server holds every change. */
    flush: run,
    /** Changes that the server does not hold yet (waiting, saving or failed). */
    hasUnsaved: () => dirty() || inFlight !== null,
    status: () => status,
    /** Stops the timers and the reports (the screen is leaving); a save under way still finishes. */
    stop() {
      stopped = true;
      clearTimer();
    },
    /** Reports again after `stop` (a remount); pending changes are saved after the delay. */
    start() {
      stopped = false;
      onStatus(status);
      if (dirty() && timer === null && inFlight === null) schedule(delayMs);
    },
  };
}
