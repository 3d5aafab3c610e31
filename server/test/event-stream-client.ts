import type { LiveEvent } from '../../common/events';

/** Cookies of an agent's jar as a Cookie header. */
export const cookieOf = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** Whether a promise has settled once everything already queued has run. */
export async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

/**
 * Conditions on something that changes as events come in: `until(check)` resolves true once `check`
 * holds, re-checked at every `changed()` (no polling), and false once `over()` says nothing more will
 * come. A condition that never holds on an open source is left to the test's own time limit.
 */
export function conditions(over: () => boolean = () => false) {
  const waiting = new Set<() => void>();
  return {
    changed() {
      for (const recheck of [...waiting]) recheck();
    },
    until(check: () => boolean) {
      return new Promise<boolean>((resolve) => {
        const recheck = () => {
          const held = check();
          if (!held && !over()) return;
          waiting.delete(recheck);
          resolve(held);
        };
        waiting.add(recheck);
        recheck();
      });
    },
  };
}

/**
 * Opens GET /api/events at `base` with `cookie`, collecting `change` events and noticing when the
 * server ends the stream; answers once the stream's `ready` event came (the server then delivers
 * every later change to it). `until(check)` waits for the stream to bring what `check` looks for.
 */
export async function openEventStream(base: string, cookie: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { ...headers, cookie, connection: 'close' }, signal: controller.signal });
  const events: LiveEvent[] = [];
  const state = { ready: false, ended: false };
  // Read to its end (`ended`), or broken off: either way nothing more will come.
  let over = false;
  const { changed, until } = conditions(() => over);
  const reading = (async () => {
    if (!res.ok) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes('event: ready')) state.ready = true;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.includes('event: change') && data) events.push(JSON.parse(data) as LiveEvent);
        }
        changed();
      }
      state.ended = true;
    } catch {
      // aborted by the test
    }
    over = true;
    changed();
  })();
  if (res.ok) await until(() => state.ready);
  return { res, events, state, until, close: async () => (controller.abort(), await reading) };
}
