/**
 * A product's knowledge: retrieval over 500 files of 40 passages each (20,000 passages, about
 * 2.4 million words) per question, and indexing a 100-page PDF (checked, its text read, split and
 * stored). Straight on the database, PGlite in memory, or PostgreSQL with BENCH_DATABASE_URL (the
 * bench's user and everything of it are deleted afterwards).
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema/auth';
import { products } from '../../server/db/schema/products';
import { insertItem, retrievePassages } from '../../server/modules/knowledge/knowledge.queries';
import { splitPassages } from '../../server/modules/knowledge/passages';
import { checkUpload } from '../../server/modules/uploads/file-check';
import { readFileText } from '../../server/modules/uploads/file-text';
import { pdfPages } from '../../server/test/file-fixtures';
import { median } from './load';

const COMMON =
  'onboarding retention activation funnel pricing tier seat invoice dashboard export import roadmap metric baseline target cohort churn segment persona interview survey experiment variant conversion latency uptime mobile desktop tablet accessibility contrast navigation settings billing customer team release launch feature risk goal'.split(
    ' ',
  );
/** Rarer words: 4,000 made-up terms, as product names, clients and jargon are. */
const RARE = Array.from({ length: 4000 }, (_, i) => `zq${i.toString(36)}term`);

/** A deterministic pseudo-random sequence, so every run indexes the same text. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

function passageText(next: () => number, words = 120) {
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const r = next();
    out.push(r < 0.3 ? COMMON[Math.floor(next() * COMMON.length)]! : r < 0.55 ? 'the' : RARE[Math.floor(next() * RARE.length)]!);
    if (i % 15 === 14) out.push('.');
  }
  return out.join(' ');
}

/** Questions of every reach: common words only, a rare term with common ones, rare terms only, nothing known. */
const QUESTIONS = [
  'How does pricing per seat affect churn in the enterprise tier?',
  `What did the interview say about ${RARE[17]} onboarding?`,
  `Which risk does ${RARE[901]} carry for ${RARE[2222]}?`,
  'What is the baseline and target of the activation metric for mobile?',
  'wombat kangaroo platypus',
  `${RARE[5]} ${RARE[6]} ${RARE[7]} release`,
];

async function openBench() {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ url, dataDir: null });
  await database.migrate();
  const db = database.db;
  const email = `bench-knowledge-${Date.now()}@example.com`;
  const [user] = await db.insert(users).values({ email }).returning();
  const [product] = await db.insert(products).values({ userId: user!.id, name: 'Bench product' }).returning();
  const close = async () => {
    await db.delete(users).where(eq(users.id, user!.id));
    await database.close();
  };
  return { db, userId: user!.id, productId: product!.id, close, on: url ? 'PostgreSQL' : 'PGlite' };
}

export async function benchKnowledgeRetrieval(files = 500, perFile = 40, rounds = 10) {
  const bench = await openBench();
  try {
    const next = random(42);
    for (let f = 0; f < files; f++) {
      const passages = Array.from({ length: perFile }, (_, i) => ({ heading: `Section ${i % 8}`, text: passageText(next) }));
      await insertItem(bench.db, { productId: bench.productId, userId: bench.userId, name: `File ${f}.pdf`, kind: 'file' }, passages);
    }
    await bench.db.execute(sql`ANALYZE knowledge_passages`);
    await bench.db.execute(sql`ANALYZE knowledge_items`);
    const ask = (question: string) => retrievePassages(bench.db, { productId: bench.productId, userId: bench.userId, question, limit: 6 });
    for (const q of QUESTIONS) await ask(q);
    const times: number[] = [];
    const perQuestion: Record<string, number[]> = {};
    for (let r = 0; r < rounds; r++) {
      for (const q of QUESTIONS) {
        const start = performance.now();
        await ask(q);
        const ms = performance.now() - start;
        times.push(ms);
        (perQuestion[q] ??= []).push(ms);
      }
    }
    const slowest = Object.entries(perQuestion)
      .map(([q, ms]) => ({ q, ms: median(ms) }))
      .sort((a, b) => b.ms - a.ms)[0]!;
    return { on: bench.on, passages: files * perFile, median: median(times), slowest };
  } finally {
    await bench.close();
  }
}

/** A 100-page PDF of about 400 words a page, as a long spec exported to PDF. */
function longPdf(pages = 100) {
  const next = random(7);
  return pdfPages(Array.from({ length: pages }, () => Array.from({ length: 40 }, () => passageText(next, 10).replace(/ \./g, '.'))));
}

export async function benchKnowledgeIndex(runs = 3) {
  const bench = await openBench();
  try {
    const pdf = longPdf();
    const times: number[] = [];
    let passages = 0;
    // A running server's reading threads are up: the first file, which starts them, is not timed.
    await readFileText(await checkUpload(longPdf(2), 'Warm.pdf', 'application/pdf'));
    for (let r = 0; r < runs; r++) {
      const start = performance.now();
      const checked = await checkUpload(pdf, 'Spec.pdf', 'application/pdf');
      const read = await readFileText(checked);
      const split = splitPassages(read?.text ?? '');
      await insertItem(bench.db, { productId: bench.productId, userId: bench.userId, name: 'Spec.pdf', kind: 'file' }, split);
      times.push(performance.now() - start);
      passages = split.length;
    }
    return { on: bench.on, kb: pdf.length / 1024, passages, ms: median(times) };
  } finally {
    await bench.close();
  }
}
