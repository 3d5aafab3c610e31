/**
 * A first start of the built server on PGlite (`dist/server/main.mjs`, as `npm start` runs it): from
 * spawn to the first 200 of /healthz, on an empty DATA_DIR each time, with no start before it. The
 * data dir is a copy of the one the build made and migrated (`dist/pglite`); the starts on the data dir
 * a first start made are measured after it, for reference.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureStart, type StartFigures } from './startup-memory';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const medianOf = (runs: StartFigures[]) => ({ ms: median(runs.map((r) => r.startMs)), cpuMs: median(runs.map((r) => r.cpuMs)) });

export async function benchFirstStart(opts: { runs?: number; port?: number } = {}) {
  const runs = opts.runs ?? 3;
  const port = opts.port ?? 5088;
  const firsts: StartFigures[] = [];
  const restarts: StartFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'northstar-first-start-'));
    try {
      firsts.push(await measureStart({ DATA_DIR: dataDir }, port, 0, '/healthz'));
      restarts.push(await measureStart({ DATA_DIR: dataDir }, port, 0, '/healthz'));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { runs, first: medianOf(firsts), slowestFirstMs: Math.max(...firsts.map((r) => r.startMs)), existing: medianOf(restarts) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(
    JSON.stringify(await benchFirstStart({ runs: Number(process.env.RUNS ?? 3), port: Number(process.env.PORT ?? 5088) }), null, 1),
  );
}
