import type { LiveEvent } from '../../common/events';

/** Cookies of an agent's jar as a Cookie header. */
export const cookieOf = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** Opens GET /api/events at `base` with `cookie`, collecting `change` events and noticing when the server ends the stream. */
export async function openEventStream(base: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { cookie, connection: 'close' }, signal: controller.signal });
  const events: LiveEvent[] = [];
  const state = { ready: false, ended: false };
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
      }
      state.ended = true;
    } catch {
      // aborted by the test
    }
  })();
  const until = async (check: () => boolean, ms = 2000) => {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return check();
  };
  if (res.ok) await until(() => state.ready, 3000);
  return { res, events, state, until, close: async () => (controller.abort(), await reading) };
}
