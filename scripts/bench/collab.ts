import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { COLLAB_FIELD } from '../../common/collab';
import { collabClient, type CollabClient } from '../../server/test/collab-client';
import { startAppProcess } from '../../tests/support/app-process';

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** About 50 pages of a PRD: 50 sections of a heading and ten 50-word paragraphs (some 25,000 words). */
function fiftyPages() {
  const words = 'the checkout flow keeps returning buyers moving with saved cards clear totals and one tap confirmation'.split(' ');
  const paragraph = (n: number) => `<p>${Array.from({ length: 50 }, (_, i) => words[(i + n) % words.length]).join(' ')}.</p>`;
  return Array.from(
    { length: 50 },
    (_, s) => `<h2>Section ${s + 1}</h2>${Array.from({ length: 10 }, (_, p) => paragraph(s * 10 + p)).join('')}`,
  ).join('');
}

/**
 * Live co-editing: `editors` connections on one 50-page document, half on each of two app servers
 * sharing PostgreSQL (BENCH_DATABASE_URL), else all on one PGlite server. Measures how long the
 * document takes to open for collaboration the first time (its shared state built from the saved
 * HTML) and again, how long an edit takes to reach every co-editor on the other server, and the
 * server's memory for the open document with its connections.
 */
export async function benchCollab(editors = 20, edits = 50) {
  const url = process.env.BENCH_DATABASE_URL;
  const env = { PLAN_LIMITS: 'off', DATABASE_URL: url ?? '' };
  const a = await startAppProcess(env, 5085);
  const b = url ? await startAppProcess(env, 5086) : a;
  const clients: CollabClient[] = [];
  try {
    const headers = await a.signIn('collab');
    const created = await fetch(`${a.base}/api/documents`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Fifty pages', type: 'prd', content: fiftyPages() }),
    });
    const { id } = (await created.json()) as { id: string };
    // A running server has opened long documents before: another 50-page one is opened first (the
    // figure of a server that never had, its code not yet optimised by the JIT, is reported beside).
    const other = await fetch(`${a.base}/api/documents`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Earlier', type: 'prd', content: fiftyPages().replaceAll('Section', 'Part') }),
    });
    const earlier = (await other.json()) as { id: string };
    let coldOpen = 0;
    for (const server of new Set([b, a])) {
      const started = performance.now();
      const client = collabClient(server.base, earlier.id, headers.cookie as string);
      await client.opened;
      coldOpen ||= performance.now() - started;
      client.destroy();
    }
    const before = rssKb(b.pid);

    const open = async (base: string) => {
      const started = performance.now();
      const client = collabClient(base, id, headers.cookie as string);
      clients.push(client);
      if (!(await client.opened)) throw new Error('collaboration refused');
      return performance.now() - started;
    };
    const firstOpen = await open(b.base);
    const opens: number[] = [];
    for (let i = 1; i < editors; i++) opens.push(await open(i % 2 === 0 ? b.base : a.base));
    const writers = clients.filter((_, i) => i % 2 === 1);
    const readers = clients.filter((_, i) => i % 2 === 0);
    await pause(500);
    const during = rssKb(b.pid);

    const latencies: number[] = [];
    for (let n = 0; n < edits; n++) {
      const writer = writers[n % writers.length] as CollabClient;
      const word = `edit${n}`;
      const arrived = readers.map(
        (reader) =>
          new Promise<number>((resolve) => {
            // The edited paragraph alone is read: reading the whole document would time this process.
            const paragraph = () => (reader.ydoc.getXmlFragment(COLLAB_FIELD).get(1) as Y.XmlElement).get(0) as Y.XmlText;
            const seen = () => {
              if (!paragraph().toString().startsWith(word)) return;
              reader.ydoc.off('update', seen);
              resolve(performance.now());
            };
            reader.ydoc.on('update', seen);
          }),
      );
      const sent = performance.now();
      writer.ydoc.transact(() => {
        const first = writer.ydoc.getXmlFragment(COLLAB_FIELD).get(1) as Y.XmlElement;
        (first.get(0) as Y.XmlText).insert(0, `${word} `);
      });
      const times = await Promise.race([Promise.all(arrived), pause(5_000).then(() => [] as number[])]);
      latencies.push(...times.map((t) => t - sent));
      await pause(20);
    }
    return {
      across: Boolean(url),
      editors,
      firstOpen,
      coldOpen,
      openAgain: percentile(opens, 0.5),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      delivered: latencies.length,
      expected: edits * readers.length,
      mibPerDocument: (during - before) / 1024,
    };
  } finally {
    for (const client of clients) client.destroy();
    await a.stop();
    if (b !== a) await b.stop();
  }
}
