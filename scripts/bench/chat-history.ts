import { performance } from 'node:perf_hooks';
import { startAppProcess } from '../../tests/support/app-process';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Opening a chat of `count` messages: the document and its messages, as the chat screen loads them. */
export async function benchChatHistory(count = 2000) {
  const app = await startAppProcess({ PLAN_LIMITS: 'off' }, 5097);
  const headers = await app.signIn('history');
  const doc = (await (await fetch(`${app.base}/api/documents`, { method: 'POST', headers, body: JSON.stringify({ type: 'prd' }) })).json()) as { id: string };
  const url = `${app.base}/api/documents/${doc.id}/messages`;
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: 50 }, (_, j) =>
        // Questionnaire answers are stored without an AI reply: the fastest way to fill a chat.
        fetch(url, { method: 'POST', headers, body: JSON.stringify({ content: `Message ${i + j}: ${'a realistic sentence of product talk '.repeat(4)}`, isQuestion: true }) }),
      ),
    );
  }
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < 25; i++) {
    const start = performance.now();
    const [docRes, msgRes] = await Promise.all([fetch(`${app.base}/api/documents/${doc.id}`, { headers }), fetch(url, { headers })]);
    await docRes.arrayBuffer();
    size = (await msgRes.arrayBuffer()).byteLength;
    if (i >= 5) times.push(performance.now() - start);
  }
  await app.stop();
  return { count, ms: median(times), kb: size / 1024 };
}
