import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../common/events';
import { useTestApp } from '../../test/harness';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();
let base = '';

/** Opens GET /api/events as the agent and collects `change` events. */
async function openStream(cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { cookie, connection: 'close' }, signal: controller.signal });
  const events: LiveEvent[] = [];
  let ready = false;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes('event: ready')) ready = true;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.includes('event: change') && data) events.push(JSON.parse(data) as LiveEvent);
        }
      }
    } catch {
      // aborted
    }
  })();
  const until = async (check: () => boolean, ms = 1000) => {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return check();
  };
  await until(() => ready, 3000);
  return { res, events, until, close: async () => (controller.abort(), await reading) };
}

const cookieOf = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

describe('live events', () => {
  it("streams a user's own changes within a second, and none of another user's", async () => {
    base ||= await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { ann, bob } = await twoUsers(t);
    const annStream = await openStream(cookieOf(ann.jar));
    const bobStream = await openStream(cookieOf(bob.jar));
    expect(annStream.res.headers.get('content-type')).toContain('text/event-stream');

    const doc = (await ann.post('/api/documents', { title: 'Live', type: 'explore' })).json();
    expect(await annStream.until(() => annStream.events.length >= 1)).toBe(true);
    expect(annStream.events[0]).toEqual({ entity: 'document', action: 'created', id: doc.id });

    await ann.request('PUT', `/api/documents/${doc.id}`, { title: 'Renamed' });
    await ann.post(`/api/documents/${doc.id}/messages`, { content: 'hello' });
    await ann.request('DELETE', `/api/documents/${doc.id}`);
    expect(await annStream.until(() => annStream.events.some((e) => e.action === 'deleted'))).toBe(true);
    expect(annStream.events.map((e) => `${e.entity}:${e.action}`)).toEqual([
      'document:created',
      'document:updated',
      'message:created',
      'message:created',
      'document:deleted',
    ]);
    expect(annStream.events[2]?.parentId).toBe(doc.id);

    await new Promise((r) => setTimeout(r, 100));
    expect(bobStream.events).toEqual([]);
    await annStream.close();
    await bobStream.close();
  });

  it('answers 401 to a visitor', async () => {
    base ||= await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/api/events`, { headers: { connection: 'close' } });
    expect(res.status).toBe(401);
    await res.text();
  });
});
