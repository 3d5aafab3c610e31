import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightMarkdown } from '@/components/markdown-light';
import { MarkdownRenderer } from '@/components/markdown-renderer';

/** The markup, without the line breaks between blocks that lay out as nothing. */
const html = (node: React.ReactNode) => render(<div>{node}</div>).container.innerHTML.replace(/>\n+</g, '><');

const REPLY = [
  '**Price from the value it creates, not from cost:** what the problem costs teams each month, then charge 10–20% of it.',
  '',
  '- **Three tiers** anchor the middle one: a free or cheap entry tier.',
  '- **Charge per unit of value** (per shop, per seat) so revenue grows with use.',
  '',
  '_From the offline engine: rule-based, no AI model configured._',
].join('\n');

describe('LightMarkdown', () => {
  it.each([
    ['a reply of bold, a list and italics', REPLY],
    [
      'headings under the h2, numbered lists and inline code',
      '## Plan\n\n### Steps\n\n3. Ship `v1`\n4. Measure *usage*\n\nLine one\nline two',
    ],
    ['snake_case words and lone stars', 'product_name and target_audience cost 2 * 3 * 4'],
  ])('lays out %s as the full renderer does', (_, content) => {
    expect(html(<LightMarkdown content={content} />)).toBe(html(<MarkdownRenderer content={content} />));
  });

  it('shows a link as its text only, and raw HTML as text', () => {
    const { container } = render(<LightMarkdown content={'See [the docs](https://example.com/a) and <img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('a, img')).toBeNull();
    expect(container).toHaveTextContent('See the docs and <img src=x onerror=alert(1)>');
  });
});
