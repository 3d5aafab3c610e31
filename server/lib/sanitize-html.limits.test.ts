import { describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH, NESTING_MESSAGE } from '../../common/editor-schema';
import { AppError } from './errors';
import { assertNestingDepth } from './html-depth';
import { htmlToText } from './html-text';
import { sanitizeHtml } from './sanitize-html';

const nested = (tag: string, levels: number, inner = 'deep') => `${`<${tag}>`.repeat(levels)}${inner}${`</${tag}>`.repeat(levels)}`;

function refusal(run: () => unknown) {
  try {
    run();
  } catch (err) {
    return err;
  }
  return null;
}

describe('nesting depth', () => {
  it('keeps a document nested as deeply as the limit', () => {
    const html = `<p>${nested('em', MAX_NESTING_DEPTH - 1)}</p>`;
    expect(sanitizeHtml(html)).toBe(html);
    expect(() => assertNestingDepth(html)).not.toThrow();
  });

  it.each([MAX_NESTING_DEPTH + 1, 2_000, 10_000, 100_000])('refuses %i levels with a 400 naming the limit, fast', (levels) => {
    const html = `<p>${nested('em', levels)}</p>`;
    const started = performance.now();
    for (const run of [() => sanitizeHtml(html), () => assertNestingDepth(html)]) {
      const err = refusal(run);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(400);
      expect((err as AppError).message).toBe(NESTING_MESSAGE);
    }
    // Linear: even 100,000 levels (about 1 MB) are refused in a few milliseconds, not seconds.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('counts discarded and unclosed elements too', () => {
    expect(refusal(() => sanitizeHtml(`<div>`.repeat(MAX_NESTING_DEPTH + 1)))).toBeInstanceOf(AppError);
    expect(refusal(() => sanitizeHtml(`<ul><li>`.repeat(60)))).toBeInstanceOf(AppError);
    // Siblings and void elements do not add up.
    expect(sanitizeHtml('<p>a<br>b</p>'.repeat(500))).toContain('<p>a<br>b</p>');
  });

  it('reads text out of deep HTML without recursion', () => {
    expect(htmlToText(`<p>${nested('em', 50_000, 'still here')}</p>`)).toBe('still here');
  });
});

describe('allow-list', () => {
  it('keeps tables with their spans only', () => {
    const html = '<table><thead><tr><th colspan="2">Goal</th></tr></thead><tbody><tr><td rowspan="2">a</td><td>b</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<table style="x" border="1"><tbody><tr><td colspan="0" width="9" onclick="x()">c</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td>c</td></tr></tbody></table>',
    );
  });

  it.each([
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="/relative">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['<style>p{}</style><textarea><p>t</p></textarea><p>ok</p>', '<p>ok</p>'],
    ['<p>a<!-- <script>x</script> -->b</p>', '<p>ab</p>'],
    ['<math><mi xlink:href="javascript:alert(1)">m</mi></math>', 'm'],
    ['<p>1 &lt; 2 &amp; "q"</p>', '<p>1 &lt; 2 &amp; "q"</p>'],
    ['<ol start="3" reversed type="a"><li>x</li></ol>', '<ol start="3"><li>x</li></ol>'],
  ])('makes %s inert', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});
