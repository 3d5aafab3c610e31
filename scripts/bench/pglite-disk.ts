/**
 * The embedded database's disk over a long life of editing: one PM autosaves a 50-page PRD (about
 * 212 KB) 10,000 times, one word changed each time, on the built app with PGlite. The data directory
 * is measured before and after, and against its live data: the same directory once compacted
 * (`VACUUM FULL` and a checkpoint, with the app stopped), which is what its rows need.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { startAppProcess } from '../../tests/support/app-process';
import { longPrdHtml } from './editor-typing';

/** Bytes of every file under `dir`. */
function diskBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    total += entry.isDirectory() ? diskBytes(at) : statSync(at).size;
  }
  return total;
}

const MB = 1024 * 1024;

export async function benchPgliteDisk(saves = 10_000) {
  const app = await startAppProcess({ PLAN_LIMITS: 'off', DATABASE_URL: '' }, 5087);
  const pgdata = path.join(app.dataDir, 'pglite');
  const html = longPrdHtml();
  let stopped = false;
  try {
    const headers = await app.signIn('bench-disk');
    const created = await fetch(`${app.base}/api/documents`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Team Calendar PRD', type: 'enhance', content: html }),
    });
    const { id } = (await created.json()) as { id: string };
    const startMb = diskBytes(pgdata) / MB;
    let peakMb = startMb;
    for (let i = 1; i <= saves; i++) {
      const body = JSON.stringify({ id, title: 'Team Calendar PRD', content: html.replace('<h1>', `<h1>v${i} `) });
      const res = await fetch(`${app.base}/api/documents/${id}`, { method: 'PUT', headers, body });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`autosave ${i} answered ${res.status}`);
      if (i % 500 === 0) peakMb = Math.max(peakMb, diskBytes(pgdata) / MB);
    }
    const endMb = diskBytes(pgdata) / MB;
    await app.stop();
    stopped = true;
    const db = new PGlite(pgdata);
    await db.exec('VACUUM FULL');
    await db.exec('CHECKPOINT');
    await db.close();
    const liveMb = diskBytes(pgdata) / MB;
    return { saves, kb: Buffer.byteLength(html) / 1024, startMb, peakMb: Math.max(peakMb, endMb), endMb, liveMb };
  } finally {
    if (!stopped) await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchPgliteDisk(Number(process.env.SAVES ?? 10_000)));
}
