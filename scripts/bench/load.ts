import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** CPU time a process has used so far (user and system), in milliseconds. */
export function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Requests per second `url` answers with `connections` kept busy for `seconds`, and the server's CPU
 * milliseconds per request (steadier than wall time on a shared machine) when its pid is given.
 */
export async function load(
  url: string,
  opts: { headers?: Record<string, string>; seconds?: number; connections?: number; pid?: number } = {},
) {
  const cpuBefore = opts.pid ? cpuMs(opts.pid) : 0;
  const result = await autocannon({ url, headers: opts.headers, duration: opts.seconds ?? 4, connections: opts.connections ?? 10 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  const cpuPerRequest = opts.pid ? (cpuMs(opts.pid) - cpuBefore) / result.requests.total : NaN;
  return { perSecond: result.requests.average, cpuPerRequest, p99: result.latency.p99 };
}

/**
 * A bare Fastify server in its own process answering `GET /json` with `body` (parsed once, written
 * with JSON.stringify per request as Fastify does without a schema): the reference for API routes.
 */
export async function startBareFastify(body: string, port: number) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'northstar-bare-')), 'body.json');
  writeFileSync(file, body);
  const script = `import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
const data = JSON.parse(readFileSync(process.env.BARE_BODY_FILE, 'utf8'));
const app = Fastify();
app.get('/json', async () => data);
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, BARE_BODY_FILE: file },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const url = `http://127.0.0.1:${port}/json`;
  const deadline = Date.now() + 20_000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the bare Fastify server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    pid: child.pid as number,
    async stop() {
      process.off('exit', killChild);
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    },
  };
}
