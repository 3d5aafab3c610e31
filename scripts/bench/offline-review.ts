import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { formatReview, reviewDocument } from '../../server/ai/offline/document-review';

/**
 * The offline review, scored and written, of a 25,000-word PRD made of the review fixtures (each
 * shape of PRD); the median of 15 runs after one warm-up.
 */
export function benchOfflineReview(): { words: number; ms: number } {
  const fixture = (name: string) => readFileSync(new URL(`../../server/ai/offline/fixtures/${name}-prd.md`, import.meta.url), 'utf8');
  const mixed = ['strong', 'fair', 'informal', 'stories', 'weak'].map(fixture).join('\n\n');
  const words = mixed.split(/\s+/).length;
  const doc = Array.from({ length: Math.ceil(25_000 / words) }, () => mixed).join('\n\n');
  const review = () => formatReview(reviewDocument(doc));
  review();
  const times = Array.from({ length: 15 }, () => {
    const start = performance.now();
    review();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return { words: doc.split(/\s+/).length, ms: times[Math.floor(times.length / 2)] ?? NaN };
}
