import { request as httpRequest, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../../tests/support/fake-llm';
import { conditions, cookieOf } from './event-stream-client';
import { useTestApp } from './harness';
import { twoUsers } from './two-users';

let fake: Awaited<ReturnType<typeof startFakeLlm>>;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());

const t = useTestApp(() => ({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', PLAN_LIMITS: 'off' }), {
  maxRetries: 0,
  timeoutMs: 3000,
});
beforeEach(() => {
  fake.state.mode = 'ok';
});

/**
 * A request over a real socket that reads the answer as it arrives, undecoded: `until` waits for a
 * text to show up (or the answer to end without it) while the response may still be open.
 */
async function openRaw(base: string, path: string, init: { method?: string; headers: Record<string, string>; body?: string }) {
  const url = new URL(path, base);
  const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers });
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
    req.end(init.body);
  });
  let received = '';
  let ended = false;
  let over = false;
  const arrivals = conditions(() => over);
  res.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
    arrivals.changed();
  });
  res.on('end', () => (ended = true));
  res.on('close', () => {
    over = true;
    arrivals.changed();
  });
  res.on('error', () => {});
  /** Whether `text` came, checked as each chunk arrives, and whether the answer had ended by then. */
  const until = async (text: string) => ({ seen: await arrivals.until(() => received.includes(text)), ended });
  return { res, until, close: () => req.destroy() };
}

describe('compression', () => {
  it('compresses JSON answers above 1 KB with brotli or gzip, and says the answer varies with Accept-Encoding', async () => {
    const { ann } = await twoUsers(t);
    for (let i = 0; i < 30; i++) await ann.post('/api/documents', { title: `Roadmap item ${i}`, type: 'prd' });

    const br = await ann.get('/api/documents', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const docs = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')) as { title: string }[];
    expect(docs).toHaveLength(30);

    const gz = await ann.get('/api/documents', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(docs);

    const plain = await ann.get('/api/documents');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(docs);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const { ann } = await twoUsers(t);
    const res = await ann.get('/api/user', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().email).toBe('ann@example.com');
  });

  it('never compresses the live-event stream: its first event arrives while it stays open', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { ann } = await twoUsers(t);
    const stream = await openRaw(base, '/api/events', { headers: { cookie: cookieOf(ann.jar), 'accept-encoding': 'br, gzip' } });
    expect(stream.res.headers['content-encoding']).toBeUndefined();
    expect(stream.res.headers['content-type']).toContain('text/event-stream');
    expect(await stream.until('event: ready')).toEqual({ seen: true, ended: false });
    stream.close();
  });

  it('streams a chat reply token by token, uncompressed, even when the browser accepts brotli', async () => {
    const base = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { ann } = await twoUsers(t);
    const doc = (await ann.post('/api/documents', { type: 'prd' })).json();
    // The provider sends its first token, then nothing: that token must reach the browser meanwhile.
    fake.state.mode = 'stall';
    const reply = await openRaw(base, `/api/documents/${doc.id}/messages`, {
      method: 'POST',
      headers: {
        cookie: cookieOf(ann.jar),
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
      },
      body: JSON.stringify({ content: 'Draft the goals' }),
    });
    expect(reply.res.headers['content-encoding']).toBeUndefined();
    expect(await reply.until('"delta":"Hello"')).toEqual({ seen: true, ended: false });
    reply.close();
  });
});
