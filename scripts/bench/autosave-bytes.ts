/**
 * What a browser downloads while the documents editor autosaves five times, in an account of
 * 10,000 documents: the built app in its own process, Debian's Chromium, a 2-page document opened
 * in the editor, then five edits each followed by its autosave. Every byte that arrives on the wire
 * in that window is counted (answers, their headers, live events). Needs `npm run build`.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/support/chromium';
import { startAppProcess } from '../../tests/support/app-process';
import { fillDocuments } from './documents-fill';
import { longPrdHtml } from './editor-typing';

const SAVES = 5;

export async function benchAutosaveBytes(documents = 10_000) {
  const app = await startAppProcess({ PLAN_LIMITS: 'off', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }, 5089);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const headers = await app.signIn('bench-bytes');
    await fillDocuments(app.base, headers, documents - 1, (i) => ({ title: `Roadmap theme ${i}`, type: 'prd' }));
    const res = await fetch(`${app.base}/api/documents`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Team Calendar PRD', type: 'enhance', content: longPrdHtml(2) }),
    });
    const { id } = (await res.json()) as { id: string };
    const [name, value] = (headers.cookie as string).split(/=(.*)/s) as [string, string];
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name, value, url: app.base }]);
    const page = await context.newPage();
    await page.goto(`${app.base}/documents?id=${id}`);
    const editor = page.getByRole('textbox', { name: 'Document editor' });
    await editor.waitFor();
    await page.waitForLoadState('networkidle');

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Per request: headers and body chunks as they arrive, then the total once it has finished (a
    // live-event stream never finishes: its chunks count).
    const received = new Map<string, number>();
    const add = (requestId: string, n: number) => received.set(requestId, (received.get(requestId) ?? 0) + n);
    cdp.on('Network.responseReceived', (event) => add(event.requestId, event.response.encodedDataLength));
    cdp.on('Network.dataReceived', (event) => add(event.requestId, event.encodedDataLength));
    cdp.on('Network.loadingFinished', (event) => received.set(event.requestId, event.encodedDataLength));
    let saves = 0;
    page.on('response', (response) => {
      if (response.request().method() === 'PUT' && response.url().endsWith(`/api/documents/${id}`)) saves += 1;
    });
    await editor.click();
    await editor.press('ControlOrMeta+End');
    for (let i = 0; i < SAVES; i++) {
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/documents/${id}`) && r.ok());
      await page.keyboard.type(` Edit ${i + 1}.`);
      await saved;
      // Whatever a save sets off (live events, refetches) arrives before the next edit.
      await page.waitForTimeout(1500);
    }
    await context.close();
    if (saves !== SAVES) throw new Error(`${saves} autosaves were seen, ${SAVES} expected`);
    const bytes = [...received.values()].reduce((a, b) => a + b, 0);
    return { kb: bytes / 1024, saves, documents };
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchAutosaveBytes(Number(process.env.DOCUMENTS ?? 10_000)));
}
