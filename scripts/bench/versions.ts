/**
 * Versions: the word diff the History panel shows between two versions of a 50-page PRD (about
 * 25,000 words), listing 500 versions over HTTP, and the storage of 100 versions of that PRD
 * (each a few edits on the last) against the document's own size.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { diffTexts, htmlToPlain } from '../../client/features/documents/lib/version-diff';
import { openDatabase } from '../../server/db/client';
import type { Db } from '../../server/db/database';
import { users } from '../../server/db/schema/auth';
import { documents } from '../../server/db/schema/documents';
import { documentVersions } from '../../server/db/schema/versions';
import { readContent } from '../../server/modules/versions/version-store';
import { recordVersion } from '../../server/modules/versions/versions.service';
import type { AppContext } from '../../server/lib/context';
import { startAppProcess } from '../../tests/support/app-process';
import { longPrdHtml } from './editor-typing';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The PRD after `n` rounds of edits: each round rewrites three paragraphs in different places. */
function edited(html: string, n: number): string {
  const parts = html.split('</p>');
  for (let round = 0; round < n; round++) {
    for (let k = 0; k < 3; k++) {
      const at = (round * 37 + k * 101) % (parts.length - 1);
      parts[at] =
        `${parts[at]?.slice(0, parts[at].lastIndexOf('<p>'))}<p>Round ${round} rewrote this paragraph: the export finishes within 5 s for 95% of teams`;
    }
  }
  return parts.join('</p>');
}

export function benchVersionDiff(runs = 15) {
  const before = longPrdHtml();
  const after = edited(before, 10);
  const words = htmlToPlain(before).split(/\s+/).length;
  diffTexts(htmlToPlain(before), htmlToPlain(after));
  const times = Array.from({ length: runs }, () => {
    const started = performance.now();
    diffTexts(htmlToPlain(before), htmlToPlain(after));
    return performance.now() - started;
  });
  return { ms: median(times), words, runs };
}

/**
 * Bytes the same texts take stored whole in a text column, compressed by the database itself (TOAST:
 * pglz by default): the alternative to the delta encoding (decision 034).
 */
async function storedWhole(db: Db, texts: string[]): Promise<number> {
  await db.execute(sql`CREATE TEMP TABLE whole_versions (content text NOT NULL)`);
  for (const content of texts) await db.execute(sql`INSERT INTO whole_versions (content) VALUES (${content})`);
  const summed = await db.execute(sql`SELECT sum(pg_column_size(content))::text AS bytes FROM whole_versions`);
  return Number((summed as unknown as { rows: { bytes: string }[] }).rows[0]?.bytes ?? 0);
}

export async function benchVersionStorage(count = 100) {
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const db = database.db;
  let t = Date.UTC(2026, 2, 1);
  const ctx = { clock: { now: () => new Date(t) } } as AppContext;
  const [user] = await db.insert(users).values({ email: 'bench@example.com' }).returning();
  const html = longPrdHtml();
  const [doc] = await db.insert(documents).values({ userId: user!.id, title: 'Bench', content: html, type: 'enhance' }).returning();
  for (let i = 0; i < count; i++) {
    t += 10 * 60_000;
    await recordVersion(ctx, db, { documentId: doc!.id, userId: user!.id, title: 'Bench', content: edited(html, i), source: 'user' });
  }
  const rows = await db.select().from(documentVersions);
  const stored = rows.reduce((sum, r) => sum + r.data.length, 0);
  const wholeKb = (await storedWhole(db, await Promise.all(rows.map((row) => readContent(db, row))))) / 1024;
  await database.close();
  const docKb = Buffer.byteLength(html) / 1024;
  return { versions: rows.length, docKb, storedKb: stored / 1024, ratio: stored / 1024 / docKb, wholeKb, wholeRatio: wholeKb / docKb };
}

export async function benchVersionList(count = 500, runs = 30) {
  const app = await startAppProcess({ PLAN_LIMITS: 'off', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }, 5093);
  try {
    const headers = await app.signIn('versions');
    const created = await fetch(`${app.base}/api/documents`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'History', content: '<p>v0</p>', type: 'enhance' }),
    });
    const { id } = (await created.json()) as { id: string };
    for (let i = 1; i < count; i++) {
      const res = await fetch(`${app.base}/api/documents/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ content: `<p>v${i}</p>`, keepBase: true }),
      });
      if (!res.ok) throw new Error(`a save answered ${res.status}`);
    }
    const url = `${app.base}/api/documents/${id}/versions`;
    const listed = (await (await fetch(url, { headers })).json()) as unknown[];
    for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).text();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await (await fetch(url, { headers })).text();
      times.push(performance.now() - started);
    }
    return { ms: median(times), versions: listed.length, runs };
  } finally {
    await app.stop();
  }
}
