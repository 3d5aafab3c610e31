/**
 * The landing page's product picture: the documents editor of the built app, with a sample PRD and
 * its AI review, photographed in Chromium in the light and the dark theme and written as AVIF and
 * WebP (two widths each) to client/public/landing/. Run after `npm run build`:
 * `npx tsx scripts/landing-shots.ts`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium';
import { startAppProcess } from '../tests/support/app-process';

const OUT = path.resolve(import.meta.dirname, '..', 'client', 'public', 'landing');
/** The widths written: a phone's (and a small desktop column's) and a wide screen's. */
export const WIDTHS = [640, 1200];

const SAMPLE = `<h1>Team workspaces</h1>
<h2>Problem</h2>
<p>Product teams share one login today: nobody knows who changed a document, and a leaver keeps access.</p>
<h2>Goals</h2>
<ul><li><p>Every teammate signs in as themselves by the end of Q3.</p></li><li><p>An owner can remove a member in under a minute.</p></li></ul>
<h2>Users</h2>
<p>Product managers at companies of 20 to 200 people, and the designers and engineers they work with.</p>
<h2>Requirements</h2>
<ol><li><p>Invite by e-mail, with a role: owner, editor or viewer.</p></li><li><p>Documents show who last edited them.</p></li><li><p>Removing a member ends their sessions at once.</p></li></ol>
<h2>Success metrics</h2>
<p>70% of active accounts invite a second member within 30 days.</p>`;

async function main() {
  mkdirSync(OUT, { recursive: true });
  const app = await startAppProcess({ PLAN_LIMITS: 'off' }, Number(process.env.SHOTS_PORT ?? 5190));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const headers = await app.signIn('landing');
    const post = async (url: string, body?: unknown) => {
      const res = await fetch(`${app.base}${url}`, { method: 'POST', headers, body: body === undefined ? '{}' : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<{ id: string }>;
    };
    const document = await post('/api/documents', { title: 'Team workspaces', content: SAMPLE, type: 'enhance' });
    await post(`/api/documents/${document.id}/feedback`);
    const [name, value] = (headers.cookie as string).split('=') as [string, string];

    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 1200, height: 750 }, deviceScaleFactor: 1, colorScheme: theme });
      await context.addCookies([{ name, value, url: app.base }]);
      const page = await context.newPage();
      await page.goto(`${app.base}/documents?id=${document.id}`);
      await page.getByRole('textbox', { name: 'Document editor' }).waitFor();
      await page.getByRole('article').first().waitFor();
      await page.waitForLoadState('networkidle');
      const png = await page.screenshot();
      for (const width of WIDTHS) {
        const resized = sharp(png).resize({ width });
        await resized
          .clone()
          .avif({ quality: 50, effort: 6 })
          .toFile(path.join(OUT, `product-${theme}-${width}.avif`));
        await resized
          .clone()
          .webp({ quality: 72 })
          .toFile(path.join(OUT, `product-${theme}-${width}.webp`));
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
