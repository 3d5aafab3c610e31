/**
 * Typing latency in the documents editor holding a long PRD: the built app in its own process,
 * Debian's Chromium, a new document filled with ~50 pages (about 25,000 words, with headings and
 * lists) by a real paste, then 100 typed characters. Each keystroke is timed in the page from its
 * keydown to the next animation frame (with the layout that frame needs). Needs `npm run build`.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/support/chromium';
import { startAppProcess } from '../../tests/support/app-process';

const PAGES = 50;
const WORDS_PER_PAGE = 500;
const KEYSTROKES = 100;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const VOCABULARY = (
  'the team ships a calendar that finds meeting slots across time zones so product managers spend less time ' +
  'scheduling and more time deciding which customer problems matter most this quarter while engineering keeps ' +
  'latency under two hundred milliseconds for every search and admins control who can see availability'
).split(' ');

/** Deterministic prose: `count` words from the vocabulary, in sentences. */
function words(count: number, seed: number) {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const word = VOCABULARY[(seed * 7 + i * 13) % VOCABULARY.length] as string;
    out.push(i % 14 === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word);
    if (i % 14 === 13) out[out.length - 1] += '.';
  }
  return `${out.join(' ')}.`;
}

/** About `PAGES` pages of a PRD: per page a heading, four paragraphs, a bulleted and a numbered list. */
export function longPrdHtml(pages = PAGES) {
  const parts = ['<h1>Team Calendar: product requirements</h1>'];
  for (let p = 0; p < pages; p++) {
    parts.push(`<h2>Section ${p + 1}: requirement area ${p + 1}</h2>`);
    for (let i = 0; i < 4; i++) parts.push(`<p>${words(104, p * 10 + i)}</p>`);
    parts.push(`<h3>Acceptance criteria ${p + 1}</h3>`);
    parts.push(`<ul>${Array.from({ length: 5 }, (_, i) => `<li><p>${words(9, p + i)}</p></li>`).join('')}</ul>`);
    parts.push(
      `<ol>${Array.from({ length: 3 }, (_, i) => `<li><p><strong>Step ${i + 1}:</strong> ${words(8, p * 3 + i)}</p></li>`).join('')}</ol>`,
    );
  }
  return parts.join('');
}

export async function benchEditorTyping(): Promise<{ medianMs: number; pages: number }> {
  const app = await startAppProcess({ PLAN_LIMITS: 'off' }, Number(process.env.BENCH_EDITOR_PORT ?? 5097));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const headers = await app.signIn('bench-editor');
    const [name, value] = (headers.cookie as string).split(/=(.*)/s) as [string, string];
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name, value, url: app.base }]);
    const page = await context.newPage();
    await page.goto(`${app.base}/documents?new=1`);
    const editor = page.getByRole('textbox', { name: 'Document editor' });
    await editor.waitFor();

    const html = longPrdHtml();
    const wordCount = html
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    await editor.click();
    await editor.evaluate((element, fragment) => {
      const data = new DataTransfer();
      data.setData('text/html', fragment);
      data.setData('text/plain', 'x');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, html);
    await page.waitForFunction((n) => document.querySelectorAll('.document-editor h2').length === n, PAGES);
    // Let the local draft of the pasted text be written, then type at the end of the document.
    await page.waitForTimeout(1500);
    await editor.press('ControlOrMeta+End');

    await page.evaluate(() => {
      const times: number[] = [];
      (window as unknown as { __keystrokes: number[] }).__keystrokes = times;
      document.addEventListener(
        'keydown',
        () => {
          const start = performance.now();
          requestAnimationFrame(() => {
            // The frame's style and layout belong to the keystroke's cost.
            void document.body.getBoundingClientRect();
            times.push(performance.now() - start);
          });
        },
        true,
      );
    });
    const text = ' Latency check: each keystroke must paint within one frame at sixty frames per second, always.';
    const typed = text.padEnd(KEYSTROKES, '.').slice(0, KEYSTROKES);
    for (const ch of typed) {
      await page.keyboard.type(ch);
      await page.waitForTimeout(40);
    }
    const times = await page.evaluate(() => (window as unknown as { __keystrokes: number[] }).__keystrokes);
    const tail = await editor.evaluate((element) => element.lastElementChild?.textContent ?? '');
    if (!tail.endsWith(typed.trimEnd().slice(-20))) throw new Error(`the typed text did not arrive: ${tail.slice(-60)}`);
    if (times.length < KEYSTROKES) throw new Error(`only ${times.length} keystrokes were timed`);
    await context.close();
    return { medianMs: median(times), pages: Math.round(wordCount / WORDS_PER_PAGE) };
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchEditorTyping();
  console.log(`editor typing, ${result.pages} pages: median ${result.medianMs.toFixed(1)} ms per keystroke (target < 16 ms)`);
}
