import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import http from 'node:http';
import { startAppProcess } from '../../tests/support/app-process';

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;

/**
 * `streams` open GET /api/events connections of one user on one server; each change must reach
 * every stream. Measures delivery latency (write answered -> event read by each stream) and the
 * server's memory per open stream.
 */
export async function benchEventStreams(streams = 1000, changes = 20) {
  const app = await startAppProcess({ PLAN_LIMITS: 'off', EVENT_STREAMS_PER_USER: String(streams) }, 5097);
  const headers = await app.signIn('streams');
  const before = rssKb(app.pid);
  const arrivals = new Map<string, number[]>();
  let ready = 0;
  const requests: http.ClientRequest[] = [];
  const record = (text: string) => {
    const now = performance.now();
    for (const m of text.matchAll(/"id":"([0-9a-f-]{36})"/g)) {
      const id = m[1] as string;
      arrivals.set(id, [...(arrivals.get(id) ?? []), now]);
    }
  };
  for (let i = 0; i < streams; i++) {
    const req = http.get(`${app.base}/api/events`, { headers: { cookie: headers.cookie } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        if (text.includes('event: ready')) ready += 1;
        record(text);
      });
    });
    req.on('error', () => {});
    requests.push(req);
  }
  while (ready < streams) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 500));
  const during = rssKb(app.pid);

  const latencies: number[] = [];
  for (let i = 0; i < changes; i++) {
    const sent = performance.now();
    const res = await fetch(`${app.base}/api/documents`, { method: 'POST', headers, body: JSON.stringify({ title: `Change ${i}` }) });
    const { id } = (await res.json()) as { id: string };
    const deadline = performance.now() + 5000;
    while ((arrivals.get(id)?.length ?? 0) < streams && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    latencies.push(...(arrivals.get(id) ?? []).map((t) => t - sent));
    await new Promise((r) => setTimeout(r, 50));
  }
  for (const req of requests) req.destroy();
  await app.stop();
  return {
    streams,
    delivered: latencies.length,
    expected: streams * changes,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    kbPerStream: (during - before) / streams,
  };
}
