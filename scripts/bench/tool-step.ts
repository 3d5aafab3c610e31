import { performance } from 'node:perf_hooks';
import { startFakeLlm } from '../../tests/support/fake-llm';
import { startAppProcess } from '../../tests/support/app-process';
import { MODEL_TOOLS } from '../../server/ai/llm/llm-tools';
import { PROVIDERS } from '../../server/ai/providers';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const SAMPLE_CALL = { id: 'call_1', name: 'sample_size', arguments: '{"baselineRate":0.05,"targetRate":0.1}' };

/** Milliseconds for a request to be answered in full. */
async function timed(url: string, init: RequestInit) {
  const start = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${body}`);
  return performance.now() - start;
}

/** One streamed step that calls a tool, asked through the provider package as the server asks it, read to its end. */
async function providerStep(model: Awaited<ReturnType<NonNullable<(typeof PROVIDERS)['openai-compatible']['model']>>>) {
  const start = performance.now();
  const { stream } = await model.doStream({
    prompt: [{ role: 'user', content: [{ type: 'text', text: 'How many users for 5% vs 10%?' }] }],
    tools: MODEL_TOOLS,
    toolChoice: { type: 'auto' },
  });
  const reader = stream.getReader();
  while (!(await reader.read()).done);
  return performance.now() - start;
}

/**
 * What one tool step adds to a reply on the server, besides the model's own time: the same chat reply
 * with and without a step that calls `sample_size`, less the time the model takes to answer that
 * step's request (the provider package asking the fake provider, from this process). The rest is
 * running the tool, keeping its part and sending the next request with the call and its result.
 */
export async function benchToolStep(n: number, port = Number(process.env.BENCH_PORT ?? 5132)) {
  const fake = await startFakeLlm({ reply: ['The', ' answer.'] });
  const app = await startAppProcess(
    {
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
    },
    port,
  );
  const warmup = 100;
  // Two replies a run; enough users keep every run under the per-user AI limit of 20 requests a minute.
  const users = await Promise.all(Array.from({ length: Math.ceil((2 * (n + warmup)) / 15) }, (_, i) => app.signIn(`tools${i}`)));
  const chats = await Promise.all(
    users.map(async (headers) => {
      const res = await fetch(`${app.base}/api/documents`, { method: 'POST', headers, body: JSON.stringify({ type: 'explore' }) });
      return { headers, id: ((await res.json()) as { id: string }).id };
    }),
  );
  const model = await PROVIDERS['openai-compatible'].model({ model: 'fake-model', baseURL: fake.baseUrl, apiKey: 'bench' });
  const plain: number[] = [];
  const withTool: number[] = [];
  const modelStep: number[] = [];
  for (let i = 0, asked = 0; i < n + warmup; i++) {
    const reply = async (step: boolean) => {
      const chat = chats[Math.floor(asked++ / 15) % chats.length] as (typeof chats)[number];
      if (step) fake.state.toolTurns.push({ calls: [SAMPLE_CALL] });
      return timed(`${app.base}/api/documents/${chat.id}/messages`, {
        method: 'POST',
        headers: chat.headers,
        body: JSON.stringify({ content: `How many users for 5% vs 10%? (${i})` }),
      });
    };
    const a = await reply(false);
    const b = await reply(true);
    fake.state.toolTurns.push({ calls: [SAMPLE_CALL] });
    const m = await providerStep(model);
    if (i >= warmup) {
      plain.push(a);
      withTool.push(b);
      modelStep.push(m);
    }
  }
  await app.stop();
  await fake.close();
  const overhead = median(withTool) - median(plain) - median(modelStep);
  return { n, plain: median(plain), withTool: median(withTool), modelStep: median(modelStep), overhead };
}
