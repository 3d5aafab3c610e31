/**
 * Benchmarks (npm run bench): figures printed as a table; each line says its target, and the run
 * fails when one is missed. BENCH_DATABASE_URL measures on PostgreSQL instead of PGlite.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { reviewDocument } from '../server/ai/offline/document-review';
import { benchChatHistory } from './bench/chat-history';
import { benchDesignAnalysis } from './bench/design-analysis';
import { benchEditorTyping } from './bench/editor-typing';
import { benchEventStreams } from './bench/event-streams';
import { benchFirstToken } from './bench/first-token';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
type Row = { benchmark: string; result: string; target: string; ok: boolean };

/** Each benchmark by name: `npm run bench -- first-token chat-history` runs only those. */
const benchmarks: Record<string, () => Promise<Row> | Row> = {
  'offline-review': benchReview,
  'first-token': async () => {
    const ttft = await benchFirstToken(100);
    return {
      benchmark: `first streamed token, our server minus upstream (median of ${ttft.n}; upstream ${ttft.upstream.toFixed(1)} ms, through Northstar ${ttft.through.toFixed(1)} ms)`,
      result: `${ttft.overhead.toFixed(1)} ms`,
      target: '< 10 ms',
      ok: ttft.overhead < 10,
    };
  },
  'design-analysis': async () => {
    const design = await benchDesignAnalysis();
    return {
      benchmark: `offline design review of a 1920x1080 screenshot (median of ${design.runs})`,
      result: `${design.ms.toFixed(1)} ms`,
      target: '< 500 ms',
      ok: design.ms < 500,
    };
  },
  'chat-history': async () => {
    const history = await benchChatHistory(2000);
    return {
      benchmark: `open a chat of ${history.count} messages: document + messages over HTTP (${history.kb.toFixed(0)} KB, median of 20)`,
      result: `${history.ms.toFixed(1)} ms`,
      target: '< 100 ms',
      ok: history.ms < 100,
    };
  },
  'event-streams': async () => {
    const live = await benchEventStreams(1000, 20);
    return {
      benchmark: `live events: ${live.streams} open streams, ${live.delivered}/${live.expected} deliveries (p50 ${live.p50.toFixed(1)} ms; server memory ${live.kbPerStream.toFixed(1)} KB per stream)`,
      result: `p99 ${live.p99.toFixed(1)} ms`,
      target: 'p99 < 100 ms',
      ok: live.p99 < 100 && live.delivered === live.expected,
    };
  },
  'editor-typing': async () => {
    const typing = await benchEditorTyping();
    return {
      benchmark: `editor typing in Chromium, ${typing.pages}-page document (median of 100 keystrokes; needs npm run build)`,
      result: `${typing.medianMs.toFixed(1)} ms`,
      target: '< 16 ms',
      ok: typing.medianMs < 16,
    };
  },
};

function benchReview(): Row {
  const strong = readFileSync(new URL('../server/ai/offline/fixtures/strong-prd.md', import.meta.url), 'utf8');
  const words = strong.split(/\s+/).length;
  const doc = Array.from({ length: Math.ceil(25_000 / words) }, () => strong).join('\n\n');
  reviewDocument(doc);
  const times = Array.from({ length: 15 }, () => {
    const start = performance.now();
    reviewDocument(doc);
    return performance.now() - start;
  });
  const ms = median(times);
  return {
    benchmark: `offline review, ${doc.split(/\s+/).length.toLocaleString('en')}-word PRD (median of 15)`,
    result: `${ms.toFixed(1)} ms`,
    target: '< 300 ms',
    ok: ms < 300,
  };
}

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benchmarks));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose among ${Object.keys(benchmarks).join(', ')}.`);
  process.exit(2);
}
const rows: Row[] = [];
for (const [name, run] of Object.entries(benchmarks)) {
  if (chosen.length === 0 || chosen.includes(name)) rows.push(await run());
}
console.table(rows);
if (rows.some((r) => !r.ok)) process.exitCode = 1;
