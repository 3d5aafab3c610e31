import { describe, expect, it } from 'vitest';
import { applyDelta, computeDelta } from './version-delta';

const doc = (n: number) => Array.from({ length: n }, (_, i) => `<p>Paragraph ${i} says what the team ships and when.</p>`).join('');

describe('version deltas', () => {
  it('rebuilds the text exactly, whatever changed', () => {
    const base = doc(200);
    const cases = [
      base,
      '',
      `<h1>New</h1>${base}`,
      `${base}<p>tail</p>`,
      base.replace('Paragraph 50', 'Section fifty').replace('Paragraph 150 says', 'It says'),
      doc(200).split('</p>').reverse().join('</p>'),
      'completely different text with no tags at all',
    ];
    for (const next of cases) expect(applyDelta(base, computeDelta(base, next))).toBe(next);
    expect(applyDelta('', computeDelta('', base))).toBe(base);
  });

  it('costs only the changed words', () => {
    const base = doc(500);
    const next = base.replace('Paragraph 10 says', 'Paragraph 10 now says').replace('Paragraph 400 says', 'Item 400 says');
    expect(JSON.stringify(computeDelta(base, next)).length).toBeLessThan(200);
  });
});
