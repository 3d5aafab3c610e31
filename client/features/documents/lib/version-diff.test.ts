import { describe, expect, it } from 'vitest';
import { diffTexts, htmlToPlain } from './version-diff';

describe('version diff', () => {
  it('reads editor HTML as lines of text', () => {
    expect(htmlToPlain('<h2>Goals</h2><p>Fast &amp; safe</p><ul><li><p>One</p></li></ul>')).toBe('Goals\nFast & safe\nOne');
  });

  it('marks inserted and deleted words', () => {
    const parts = diffTexts('Checkout should be fast.', 'Checkout completes in 30 s.');
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toContain('should be fast');
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toContain('completes in 30 s');
    expect(parts.filter((p) => p.kind === 'same').map((p) => p.text.trim())).toContain('Checkout');
  });
});
