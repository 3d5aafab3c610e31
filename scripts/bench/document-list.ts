/**
 * What every signed-in page asks, for a user with 10 and with 10,000 documents: the first page of
 * `GET /api/documents` (50 summaries, as a client paging the list asks) and `GET /api/sidebar` (the
 * counts and recent chats), each against a bare Fastify route serving the same JSON: requests per
 * second of each, measured in turns, and their ratio. BENCH_DATABASE_URL measures on PostgreSQL.
 */
import { request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { startAppProcess } from '../../tests/support/app-process';
import { afterStatistics, fillDocuments } from './documents-fill';
import { load, median, startBareFastify } from './load';

const ROUTES = { list: '/api/documents?limit=50', sidebar: '/api/sidebar' } as const;

export async function benchDocumentList(sizes = [10, 10_000], rounds = 3) {
  const app = await startAppProcess({ PLAN_LIMITS: 'off', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }, 5095);
  const results: {
    route: keyof typeof ROUTES;
    documents: number;
    app: number;
    bare: number;
    ratio: number;
    appCpu: number;
    bareCpu: number;
  }[] = [];
  try {
    for (const count of sizes) {
      const headers = await app.signIn(`list${count}`);
      await fillDocuments(app.base, headers, count, (i) => ({ title: `Roadmap theme ${i}: onboarding for teams`, type: 'prd' }));
      await afterStatistics();
      for (const route of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
        const url = `${app.base}${ROUTES[route]}`;
        const body = await (await fetch(url, { headers })).text();
        const bare = await startBareFastify(body, 5094);
        const appRuns: number[] = [];
        const bareRuns: number[] = [];
        const appCpu: number[] = [];
        const bareCpu: number[] = [];
        try {
          await load(url, { headers, seconds: 2 });
          await load(bare.url, { seconds: 2 });
          for (let r = 0; r < rounds; r++) {
            const ours = await load(url, { headers, pid: app.pid });
            const ref = await load(bare.url, { pid: bare.pid });
            appRuns.push(ours.perSecond);
            bareRuns.push(ref.perSecond);
            appCpu.push(ours.cpuPerRequest);
            bareCpu.push(ref.cpuPerRequest);
          }
        } finally {
          await bare.stop();
        }
        const [ours, ref] = [median(appRuns), median(bareRuns)];
        results.push({
          route,
          documents: count,
          app: ours,
          bare: ref,
          ratio: ref / ours,
          appCpu: median(appCpu),
          bareCpu: median(bareCpu),
        });
      }
    }
  } finally {
    await app.stop();
  }
  return results;
}

/**
 * The bytes of the first screen of /documents and /chats for a user with 10,000 documents (half of
 * them chats, half editor documents): the answers of the API requests the page makes for it (the first
 * page of its list and the sidebar's counts), compressed as the server sends them to a browser.
 */
/** What each page asks the API for before its first screen shows (the first 30 of its list, and the counts). */
export const FIRST_SCREEN_REQUESTS = {
  '/documents': ['/api/documents?kind=editor&limit=30', '/api/sidebar'],
  '/chats': ['/api/documents?kind=chat&limit=30', '/api/sidebar'],
} as const;

/** The body bytes of an answer as sent, with a browser's Accept-Encoding (not decompressed). */
const sentBytes = (url: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    request(url, { headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });

export async function benchFirstScreens(count = 10_000) {
  const app = await startAppProcess({ PLAN_LIMITS: 'off', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }, 5093);
  try {
    const headers = await app.signIn(`screens${count}`);
    await fillDocuments(app.base, headers, count, (i) => ({
      title: `Roadmap theme ${i}: onboarding for teams`,
      type: i % 2 ? 'enhance' : 'prd',
      content: '<p>Teams invite their colleagues during onboarding.</p>',
    }));
    await afterStatistics();
    const screens: { page: string; documents: number; bytes: number; requests: string[] }[] = [];
    for (const [page, urls] of Object.entries(FIRST_SCREEN_REQUESTS)) {
      const sizes = await Promise.all(urls.map((url) => sentBytes(`${app.base}${url}`, headers)));
      screens.push({ page, documents: count, bytes: sizes.reduce((a, b) => a + b, 0), requests: [...urls] });
    }
    return screens;
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await benchDocumentList());
}
