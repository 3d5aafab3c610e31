/**
 * `GET /api/search` for a user with 10,000 documents of a few paragraphs each: the median time of
 * queries of every reach (a phrase in 1 % of the documents, a word in 10 %, a word in nearly all,
 * a word in none), against `GET /api/user` timed in the same run. Asked again, as a palette reopened
 * or a query typed again asks, a search is answered from memory; every word of the documents asked
 * once each gives the time of a query the server has not seen. The very first search, right after
 * the documents were written, is timed too, with `/healthz` meanwhile. BENCH_DATABASE_URL measures on
 * PostgreSQL.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { INDEX_SETTLE_MS } from '../../server/modules/search/search-indexer';
import { startAppProcess } from '../../tests/support/app-process';
import { afterStatistics, fillDocuments } from './documents-fill';
import { median } from './load';

const WORDS =
  'onboarding retention activation funnel pricing tier seat invoice dashboard export import roadmap metric baseline target cohort churn segment persona interview survey experiment variant conversion latency uptime mobile desktop tablet accessibility contrast navigation settings billing'.split(
    ' ',
  );
const QUERIES = ['"apple pay"', 'checkout', 'customers', 'wombat', 'pricing OR churn', 'cohort -mobile'];

const pick = (i: number, k: number) => WORDS[(i * 7 + k * 13) % WORDS.length];

/** A document of three paragraphs (about 1.5 KB of HTML); every 100th mentions Apple Pay, every 10th checkout. */
function documentHtml(i: number) {
  const paragraph = (p: number) =>
    `<p>Our customers ${Array.from({ length: 30 }, (_, k) => pick(i + p, k)).join(' ')}${i % 10 === p ? ' at checkout' : ''}.</p>`;
  return `<h2>Section ${i}</h2>${[0, 1, 2].map(paragraph).join('')}${i % 100 === 0 ? '<p>Support Apple Pay on the web.</p>' : ''}`;
}

async function timed(url: string, headers: Record<string, string>) {
  const start = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

export async function benchSearch(count = 10_000, rounds = 15) {
  const app = await startAppProcess({ PLAN_LIMITS: 'off', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }, 5091);
  try {
    const headers = await app.signIn('search');
    await fillDocuments(app.base, headers, count, (i) => ({
      title: `Roadmap theme ${i}: ${pick(i, 1)}`,
      type: 'enhance',
      content: documentHtml(i),
    }));
    const searchUrl = (q: string) => `${app.base}/api/search?q=${encodeURIComponent(q)}`;
    // The first search right after the import, while the server still reads the new documents'
    // words in the background (once their writes have paused for INDEX_SETTLE_MS): /healthz is asked
    // every 10 ms from then for that pause and 3 s more, while the words are read.
    const health: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        health.push(await timed(`${app.base}/healthz`, {}));
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const probeUntil = performance.now() + INDEX_SETTLE_MS + 3000;
    const afterImportMs = await timed(searchUrl('checkout'), headers);
    while (performance.now() < probeUntil) await new Promise((r) => setTimeout(r, 50));
    probing = false;
    await probe;
    await afterStatistics();
    const userUrl = `${app.base}/api/user`;
    for (const q of QUERIES) await timed(searchUrl(q), headers);
    const search: number[] = [];
    const user: number[] = [];
    const perQuery: Record<string, number[]> = Object.fromEntries(QUERIES.map((q) => [q, []]));
    for (let r = 0; r < rounds; r++) {
      for (const q of QUERIES) {
        const ms = await timed(searchUrl(q), headers);
        search.push(ms);
        perQuery[q]?.push(ms);
        user.push(await timed(userUrl, headers));
      }
    }
    const firstTime: number[] = [];
    for (const word of WORDS) firstTime.push(await timed(searchUrl(`${word} customers`), headers));
    // The Documents screen's title search, each query new (no answer kept), few titles matching.
    const titleTime: number[] = [];
    for (const [i, word] of WORDS.entries())
      titleTime.push(await timed(`${app.base}/api/documents?kind=editor&limit=30&q=${encodeURIComponent(`${word} ${i}`)}`, headers));
    const slowest = Object.entries(perQuery)
      .map(([q, xs]) => ({ q, ms: median(xs) }))
      .sort((a, b) => b.ms - a.ms)[0] as { q: string; ms: number };
    return {
      documents: count,
      searchMs: median(search),
      userMs: median(user),
      slowest,
      runs: search.length,
      firstMs: median(firstTime),
      firstRuns: firstTime.length,
      titleMs: median(titleTime),
      titleRuns: titleTime.length,
      afterImportMs,
      healthP99: [...health].sort((a, b) => a - b)[Math.min(health.length - 1, Math.floor(health.length * 0.99))] ?? NaN,
      probes: health.length,
    };
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchSearch());
}
