import type { Limit, RateLimiter } from './rate-limiter';

/** How often keys whose window has emptied are forgotten. */
const SWEEP_EVERY_MS = 60_000;

export type MemoryRateLimiter = RateLimiter & { /** Keys with events in their window. */ tracked(): number };

/**
 * Counters in this process, for the embedded database (PGlite): only one process can open it, so this
 * process is the only app server and sees every action. A restart empties them, which only restarts
 * the windows; the counting costs no database work on the path of every AI call.
 */
export function memoryRateLimiter(): MemoryRateLimiter {
  /** Per key: its window and the times of its counted actions, oldest first. */
  const keys = new Map<string, { windowMs: number; times: number[] }>();
  let sweptAt = 0;

  function sweep(now: number) {
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    for (const [key, entry] of keys) {
      if ((entry.times.at(-1) ?? 0) <= now - entry.windowMs) keys.delete(key);
    }
  }

  /** The key's events still in its window. */
  function recent(limit: Limit, now: number) {
    const entry = keys.get(limit.key) ?? { windowMs: limit.windowMs, times: [] };
    entry.windowMs = Math.max(entry.windowMs, limit.windowMs);
    const since = now - limit.windowMs;
    entry.times = entry.times.filter((at) => at > since);
    keys.set(limit.key, entry);
    return entry.times;
  }

  async function consumeAll(limits: Limit[], when: Date) {
    const now = when.getTime();
    sweep(now);
    const windows = limits.map((limit) => recent(limit, now));
    const full = limits.find((limit, i) => (windows[i]?.length ?? 0) >= limit.limit);
    if (full) return full;
    for (const times of windows) times.push(now);
    return null;
  }

  return {
    consumeAll,
    consume: async (limit, now) => (await consumeAll([limit], now)) === null,
    tracked: () => keys.size,
  };
}
