/**
 * Lighthouse performance scores of the built app (its own process, Debian's Chromium through
 * chrome-launcher), on a phone profile (Lighthouse's default: a mid-range phone on a slow 4G link)
 * and on desktop: the landing page signed out, then home, a chat, the editor and the designs list
 * signed in. Also the bytes a phone downloads before the landing page is interactive.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/support/chromium';
import { startAppProcess } from '../../tests/support/app-process';
import { longPrdHtml } from './editor-typing';

export type PageScore = { page: string; mobile: number; mobileLcpMs: number; desktop: number };

/** One Lighthouse run; a run whose trace Chromium lost (NO_NAVSTART and the like) is run again, up to 3 times. */
async function score(
  url: string,
  cookie: string | undefined,
  port: number,
  desktop: boolean,
  tries = 3,
): Promise<{ score: number; lcpMs: number }> {
  try {
    return await scoreOnce(url, cookie, port, desktop);
  } catch (err) {
    if (tries <= 1) throw err;
    return score(url, cookie, port, desktop, tries - 1);
  }
}

async function scoreOnce(url: string, cookie: string | undefined, port: number, desktop: boolean) {
  const result = await lighthouse(
    url,
    { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', ...(cookie ? { extraHeaders: { cookie } } : {}) },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
  };
}

/** The app with a user who has a chat with a few messages and a 5-page document; the pages to score. */
async function appWithPages(port: number) {
  const app = await startAppProcess({ PLAN_LIMITS: 'off', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }, port);
  const headers = await app.signIn('lighthouse');
  const post = async (path: string, body: unknown) =>
    (await (await fetch(`${app.base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as { id: string };
  const chat = await post('/api/documents', { title: 'Pricing page ideas', type: 'explore' });
  for (const content of ['We sell a calendar for teams.', 'Which pricing tiers should we test first?']) {
    await post(`/api/documents/${chat.id}/messages`, { content, isQuestion: false });
  }
  const doc = await post('/api/documents', { title: 'Team Calendar PRD', type: 'enhance', content: longPrdHtml(5) });
  const pages = [
    { page: 'landing', path: '/', signedIn: false },
    { page: 'home', path: '/', signedIn: true },
    { page: 'chat', path: `/chat/${chat.id}`, signedIn: true },
    { page: 'editor', path: `/documents?id=${doc.id}`, signedIn: true },
    { page: 'designs', path: '/designs', signedIn: true },
  ];
  return { app, cookie: headers.cookie as string, pages };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * Each page's phone score and LCP are the medians of `phoneRuns` runs: the phone simulation scales
 * the processor time it observed, so one run on a busy machine can be far off.
 */
export async function benchLighthouse(port = 5092, phoneRuns = 3): Promise<PageScore[]> {
  const { app, cookie, pages } = await appWithPages(port);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const scores: PageScore[] = [];
    for (const { page, path, signedIn } of pages) {
      const url = `${app.base}${path}`;
      const mobile: { score: number; lcpMs: number }[] = [];
      for (let run = 0; run < phoneRuns; run++) mobile.push(await score(url, signedIn ? cookie : undefined, chrome.port, false));
      const desktop = await score(url, signedIn ? cookie : undefined, chrome.port, true);
      scores.push({
        page,
        mobile: median(mobile.map((m) => m.score)),
        mobileLcpMs: median(mobile.map((m) => m.lcpMs)),
        desktop: desktop.score,
      });
    }
    return scores;
  } finally {
    chrome.kill();
    await app.stop();
  }
}

/**
 * Bytes on the wire (compressed, headers included) that a new visitor downloads from opening the
 * landing page until its sign-in form answers (the page is interactive), plus half a second.
 */
export async function benchLandingBytes(port = 5091) {
  const app = await startAppProcess({ DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }, port);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext()).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const bytes = { total: 0, script: 0 };
    const scripts = new Set<string>();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      bytes.total += e.encodedDataLength;
      if (scripts.has(e.requestId)) bytes.script += e.encodedDataLength;
    });
    await page.goto(app.base, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Start Now' }).waitFor();
    await page.waitForTimeout(500);
    return { totalKiB: bytes.total / 1024, scriptKiB: bytes.script / 1024 };
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchLandingBytes());
  console.table(await benchLighthouse());
}
