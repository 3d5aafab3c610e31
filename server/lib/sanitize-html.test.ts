import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the editor schema', () => {
    const html =
      '<h1>T</h1><h2>a</h2><h3>b</h3><p><strong>x</strong> <em>y</em> <s>z</s> <code>c</code><br></p>' +
      '<pre><code>k</code></pre><blockquote><p>q</p></blockquote><ul><li>u</li></ul><ol start="3"><li>o</li></ol><hr>' +
      '<p><a href="https://example.com">l</a> <a href="mailto:a@b.c">m</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)"><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JavaScript:alert(1)">x</a>', '<a>x</a>'],
    ['<h4>four</h4>', 'four'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="color:red" class="x" data-x="1">ok</p>', '<p>ok</p>'],
    ['<ol start="2; x"><li>a</li></ol>', '<ol><li>a</li></ol>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('makes %s inert', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});
