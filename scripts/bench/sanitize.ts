/**
 * Sanitizing the HTML of a 50-page PRD (about 25,000 words, headings and lists), as every autosave
 * of such a document does on the server: the median of repeated runs after a warm-up.
 */
import { performance } from 'node:perf_hooks';
import { sanitizeHtml } from '../../server/lib/sanitize-html';
import { longPrdHtml } from './editor-typing';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export function benchSanitize(runs = 30): { ms: number; kb: number; runs: number } {
  const html = longPrdHtml();
  for (let i = 0; i < 5; i++) sanitizeHtml(html);
  const times = Array.from({ length: runs }, () => {
    const started = performance.now();
    sanitizeHtml(html);
    return performance.now() - started;
  });
  return { ms: median(times), kb: Buffer.byteLength(html) / 1024, runs };
}
