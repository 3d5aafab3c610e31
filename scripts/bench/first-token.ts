import { performance } from 'node:perf_hooks';
import { startFakeLlm } from '../../tests/support/fake-llm';
import { startAppProcess } from '../../tests/support/app-process';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Milliseconds from sending a request to the first streamed token of the answer. */
async function firstToken(url: string, init: RequestInit) {
  const start = performance.now();
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const decoder = new TextDecoder();
  let seen = '';
  let at = NaN;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    seen += decoder.decode(chunk, { stream: true });
    if (Number.isNaN(at) && seen.includes('First')) at = performance.now() - start;
  }
  return at;
}

/** The same streamed completion asked of the provider directly, then through Northstar's chat endpoint. */
export async function benchFirstToken(n: number) {
  const fake = await startFakeLlm({ reply: ['First', ' token', ' then', ' the', ' rest.'] });
  const app = await startAppProcess({
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
  });
  // A warm server, as in production: the first runs only warm up the JIT. Enough users keep every run
  // under the per-user AI limit of 20 requests a minute.
  const warmup = 50;
  const users = await Promise.all(Array.from({ length: Math.ceil((n + warmup) / 15) }, (_, i) => app.signIn(`bench${i}`)));
  const chats = await Promise.all(
    users.map(async (headers) => {
      const res = await fetch(`${app.base}/api/documents`, { method: 'POST', headers, body: JSON.stringify({ type: 'prd' }) });
      return { headers, id: ((await res.json()) as { id: string }).id };
    }),
  );
  const upstreamBody = JSON.stringify({ model: 'fake-model', stream: true, messages: [{ role: 'user', content: 'hi' }] });
  const direct: number[] = [];
  const through: number[] = [];
  for (let i = 0; i < n + warmup; i++) {
    const chat = chats[i % chats.length] as (typeof chats)[number];
    const d = await firstToken(`${fake.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: upstreamBody,
    });
    const t = await firstToken(`${app.base}/api/documents/${chat.id}/messages`, {
      method: 'POST',
      headers: { ...chat.headers, accept: 'text/event-stream' },
      body: JSON.stringify({ content: `question ${i}`, isQuestion: false }),
    });
    if (i >= warmup) {
      direct.push(d);
      through.push(t);
    }
  }
  await app.stop();
  await fake.close();
  const upstream = median(direct);
  const viaServer = median(through);
  return { n, upstream, through: viaServer, overhead: viaServer - upstream };
}
