/**
 * Start-up time and idle memory of the built server (`dist/server/main.mjs`), as `npm start` runs it:
 * a first start on an empty DATA_DIR, then restarts on the data dir it made. With a PostgreSQL URL,
 * the same restarts against that database (its migrations applied by the first start).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process, in MiB (what the operating system gives it). */
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** CPU time a process has used so far (user and system), in milliseconds: steadier than wall time on a busy machine. */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export type StartFigures = { startMs: number; cpuMs: number; idleMiB: number };

/** One start: milliseconds from spawn until `readyPath` first answers 200, then resident memory after `idleMs` of rest. */
export async function measureStart(env: Record<string, string>, port: number, idleMs = 5000, readyPath = '/readyz'): Promise<StartFigures> {
  const base = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${base}/healthz`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken`);
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    // An unreachable SMTP server: no mail is sent, and the outbox stays out of the figures.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SMTP_URL: 'smtp://127.0.0.1:9',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  try {
    const deadline = Date.now() + 120_000;
    while (
      !(await fetch(`${base}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start');
      await sleep(5);
    }
    const startMs = performance.now() - started;
    const cpu = cpuMs(child.pid as number);
    await sleep(idleMs);
    return { startMs, cpuMs: cpu, idleMiB: rssMiB(child.pid as number) };
  } finally {
    process.off('exit', killChild);
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

const medians = (runs: StartFigures[]): StartFigures => ({
  startMs: median(runs.map((r) => r.startMs)),
  cpuMs: median(runs.map((r) => r.cpuMs)),
  idleMiB: median(runs.map((r) => r.idleMiB)),
});

/** Median figures of `runs` restarts on an existing data dir (the first start made it). */
export async function benchStartupMemory(opts: { runs?: number; port?: number; databaseUrl?: string } = {}) {
  const runs = opts.runs ?? 3;
  const port = opts.port ?? 5096;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'northstar-start-'));
  try {
    const first = await measureStart({ DATA_DIR: dataDir }, port);
    const restarts: StartFigures[] = [];
    for (let i = 0; i < runs; i++) restarts.push(await measureStart({ DATA_DIR: dataDir }, port));
    const pglite = { first, ...medians(restarts) };
    if (!opts.databaseUrl) return { pglite, postgres: null };
    const pgRuns: StartFigures[] = [];
    await measureStart({ DATA_DIR: dataDir, DATABASE_URL: opts.databaseUrl }, port, 0);
    for (let i = 0; i < runs; i++) pgRuns.push(await measureStart({ DATA_DIR: dataDir, DATABASE_URL: opts.databaseUrl }, port));
    return { pglite, postgres: medians(pgRuns) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchStartupMemory({
    runs: Number(process.env.RUNS ?? 3),
    databaseUrl: process.env.BENCH_DATABASE_URL,
    port: Number(process.env.PORT ?? 5096),
  });
  console.log(JSON.stringify(figures, null, 1));
}
