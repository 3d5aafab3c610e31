import { performance } from 'node:perf_hooks';
import { startFakeLlm } from '../../tests/support/fake-llm';
import { startAppProcess } from '../../tests/support/app-process';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Reads a streamed answer; `seen(text)` resolves once the body so far holds `text`, `done` once it ended. */
function reading(res: Response) {
  const decoder = new TextDecoder();
  let body = '';
  const waits: { text: string; resolve: () => void }[] = [];
  const done = (async () => {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      body += decoder.decode(chunk, { stream: true });
      for (const wait of waits.filter((w) => body.includes(w.text))) wait.resolve();
    }
  })();
  const seen = (text: string) => new Promise<void>((resolve) => (body.includes(text) ? resolve() : waits.push({ text, resolve })));
  return { seen, done };
}

/**
 * A follower joining a reply in progress: a reply is sent and its model stops after its first words;
 * meanwhile GET …/reply is timed from its request to the text so far. Median of `n`. With
 * `databaseUrl` (PostgreSQL), the follower asks a second app server on that database.
 */
export async function benchReplyFollow(n: number, databaseUrl = '') {
  const fake = await startFakeLlm({ reply: ['The text so far', ' and the rest.'] });
  const env = {
    DATABASE_URL: databaseUrl || (process.env.BENCH_DATABASE_URL ?? ''),
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    SESSION_SECRET: 'bench-reply-follow',
  };
  const app = await startAppProcess(env);
  const other = databaseUrl ? await startAppProcess(env, 5099) : app;
  const warmup = 10;
  // Enough users keep every run under the per-user AI limit of 20 requests a minute.
  const users = await Promise.all(Array.from({ length: Math.ceil((n + warmup) / 15) }, (_, i) => app.signIn(`follow${i}`)));
  const chats = await Promise.all(
    users.map(async (headers) => {
      const res = await fetch(`${app.base}/api/documents`, { method: 'POST', headers, body: JSON.stringify({ type: 'prd' }) });
      return { headers, id: ((await res.json()) as { id: string }).id };
    }),
  );
  const times: number[] = [];
  for (let i = 0; i < n + warmup; i++) {
    const chat = chats[i % chats.length] as (typeof chats)[number];
    let release!: () => void;
    fake.state.gate = new Promise<void>((resolve) => (release = resolve));
    const headers = { ...chat.headers, accept: 'text/event-stream' };
    const path = `/api/documents/${chat.id}`;
    const sending = reading(
      await fetch(`${app.base}${path}/messages`, { method: 'POST', headers, body: JSON.stringify({ content: `question ${i}` }) }),
    );
    await sending.seen('The text so far');
    const start = performance.now();
    const following = reading(await fetch(`${other.base}${path}/reply`, { headers }));
    await following.seen('The text so far');
    if (i >= warmup) times.push(performance.now() - start);
    fake.state.gate = null;
    release();
    await Promise.all([sending.done, following.done]);
  }
  if (other !== app) await other.stop();
  await app.stop();
  await fake.close();
  return { n, ms: median(times) };
}
