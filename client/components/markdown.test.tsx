import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/components/markdown';
import { LightMarkdown } from '@/components/markdown-light';
import { MarkdownRenderer } from '@/components/markdown-renderer';

const renderMarkdown = (content: string, streaming = false) => render(<Markdown content={content} streaming={streaming} />).container;

describe('Markdown', () => {
  it('renders paragraphs, headings and emphasis', () => {
    const container = renderMarkdown('# Title\n\n## Sub\n\n### Small\n\nSome **bold**, *italic*, _also_ and `code`.\nNext line');
    // Under the conversation's h2: the message's top heading is an h3, and none is skipped.
    expect(screen.getByRole('heading', { level: 3, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Sub' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'Small' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect([...container.querySelectorAll('em')].map((e) => e.textContent)).toEqual(['italic', 'also']);
    expect(container.querySelector('code')).toHaveTextContent('code');
    expect(container.querySelector('p br')).not.toBeNull();
  });

  it('starts a message whose headings begin at ### at h3', () => {
    renderMarkdown('### Risks\n\nText\n\n#### Detail');
    expect(screen.getByRole('heading', { level: 3, name: 'Risks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Detail' })).toBeInTheDocument();
  });

  it('keeps snake_case words and lone stars as text', () => {
    const container = renderMarkdown('product_name and target_audience cost 2 * 3 * 4');
    expect(container.querySelector('em')).toBeNull();
    expect(container).toHaveTextContent('product_name and target_audience cost 2 * 3 * 4');
  });

  it('renders fenced code verbatim, without markup inside', () => {
    const container = renderMarkdown('```ts\nconst a = **not bold**;\n<b>x</b>\n```');
    const code = container.querySelector('pre code');
    expect(code).toHaveTextContent('const a = **not bold**; <b>x</b>');
    expect(code).toHaveAttribute('data-language', 'ts');
    expect(container.querySelector('strong, b')).toBeNull();
  });

  it('renders bullet, numbered and nested lists', () => {
    const container = renderMarkdown('- one\n- two\n  - nested\n\n3. three\n4. four');
    const lists = container.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[0]?.querySelector('ul')).toHaveTextContent('nested');
    const ordered = container.querySelector('ol');
    expect(ordered).toHaveAttribute('start', '3');
    expect([...(ordered?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual(['three', 'four']);
  });

  it('renders blockquotes, rules and tables', () => {
    const container = renderMarkdown('> quoted **text**\n\n---\n\n| A | B |\n|---|---|\n| 1 | `2` |');
    expect(container.querySelector('blockquote strong')).toHaveTextContent('text');
    expect(container.querySelector('hr')).not.toBeNull();
    expect(screen.getByRole('columnheader', { name: 'A' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2' }).querySelector('code')).not.toBeNull();
  });

  it('links http(s) and mailto safely in a new tab', () => {
    renderMarkdown('See [the docs](https://example.com/a?b=1), <mailto:pm@example.com> and https://northstar.dev/x.');
    const docs = screen.getByRole('link', { name: 'the docs' });
    expect(docs).toHaveAttribute('href', 'https://example.com/a?b=1');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mailto:pm@example.com' })).toHaveAttribute('href', 'mailto:pm@example.com');
    expect(screen.getByRole('link', { name: 'https://northstar.dev/x' })).toHaveAttribute('href', 'https://northstar.dev/x');
  });

  it("links the app's own screens in the same tab, and no other path", () => {
    renderMarkdown('[Pricing PRD](/documents?id=d-12), [Kickoff](/chat/c_9), [Hero](/designs/g1), [admin](/admin) [up](/chat/../admin)');
    const prd = screen.getByRole('link', { name: 'Pricing PRD' });
    expect(prd).toHaveAttribute('href', '/documents?id=d-12');
    expect(prd).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Kickoff' })).toHaveAttribute('href', '/chat/c_9');
    expect(screen.getByRole('link', { name: 'Hero' })).toHaveAttribute('href', '/designs/g1');
    expect(screen.queryByRole('link', { name: 'admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'up' })).toBeNull();
  });

  it('shows uploads as images and links, and nothing from other sites as an image', () => {
    const container = renderMarkdown(
      '![Uploaded Image](/uploads/0b5c.png) [Uploaded file: plan.pdf](/uploads/9f1e.pdf) ![tracker](https://evil.example/p.gif)',
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Uploaded Image' })).toHaveAttribute('src', '/uploads/0b5c.png');
    expect(screen.getByRole('link', { name: 'Uploaded file: plan.pdf' })).toHaveAttribute('href', '/uploads/9f1e.pdf');
    expect(container).toHaveTextContent('tracker');
    expect(container.innerHTML).not.toContain('evil.example');
  });

  it('keeps hostile input inert', () => {
    const container = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) [rel](/etc/passwd)',
        '[upper](JAVASCRIPT:alert(4)) <javascript:alert(5)>',
        '![x](javascript:alert(6)) ![y](/uploads/../secret)',
      ].join('\n\n'),
    );
    expect(container.querySelector('script, iframe, object')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container).toHaveTextContent('click');
    expect(container.innerHTML).not.toMatch(/href="(?:javascript|data)/i);
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('renders pathological input without crashing', () => {
    const container = renderMarkdown(`${'>'.repeat(500)} deep\n\n${'**a '.repeat(2000)}\n\n${'- '.repeat(300)}x`);
    expect(container).toHaveTextContent('deep');
  });

  describe('while a reply streams', () => {
    it('closes bold, italics and inline code that are still open', () => {
      const container = renderMarkdown('Price from **the value it cre', true);
      expect(container.querySelector('strong')).toHaveTextContent('the value it cre');
      expect(container).not.toHaveTextContent('**');
      expect(renderMarkdown('Run `npm ci', true).querySelector('code')).toHaveTextContent('npm ci');
      expect(renderMarkdown('An _early', true).querySelector('em')).toHaveTextContent('early');
    });

    it('shows a code block whose fence is not closed yet as code', () => {
      const code = renderMarkdown('Try this:\n\n```ts\nconst a = **not bold**;\nconst b', true).querySelector('pre code');
      expect(code).toHaveTextContent('const a = **not bold**; const b');
      expect(code).toHaveAttribute('data-language', 'ts');
    });

    it('shows a link or an image still being written as its text, with no address', () => {
      const container = renderMarkdown('See [the docs](https://exa', true);
      expect(container).toHaveTextContent('See the docs');
      expect(container.querySelector('a')).toBeNull();
      expect(container).not.toHaveTextContent('](');
      const image = renderMarkdown('![Uploaded Image](/uploads/0b', true);
      expect(image.querySelector('img')).toBeNull();
      expect(image.innerHTML).not.toContain('streamdown:');
    });

    it('lays out a table whose last row is half written', () => {
      renderMarkdown('| Metric | Target |\n|---|---|\n| Conversion | 3% |\n| Churn | 2', true);
      expect(screen.getByRole('columnheader', { name: 'Metric' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Churn' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: '2' })).toBeInTheDocument();
    });

    it('keeps hostile input inert, as a finished message does', () => {
      const container = renderMarkdown('<img src=x onerror="alert(1)"> [click](javascript:alert(2)) **open', true);
      expect(container.querySelector('img, a, [onerror]')).toBeNull();
      expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
    });
  });
});

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

// The first paint while the renderer downloads: the same layout, so the swap moves nothing.
describe('LightMarkdown', () => {
  it.each([
    ['a reply of bold, a list and italics', REPLY],
    [
      'headings under the h2, numbered lists and inline code',
      '## Plan\n\n### Steps\n\n3. Ship `v1`\n4. Measure *usage*\n\nLine one\nline two',
    ],
    ['snake_case words and lone stars', 'product_name and target_audience cost 2 * 3 * 4'],
  ])('lays out %s as the renderer does', (_, content) => {
    expect(html(<LightMarkdown content={content} />)).toBe(html(<MarkdownRenderer content={content} />));
  });

  it('shows a link as its text only, and raw HTML as text', () => {
    const { container } = render(<LightMarkdown content={'See [the docs](https://example.com/a) and <img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('a, img')).toBeNull();
    expect(container).toHaveTextContent('See the docs and <img src=x onerror=alert(1)>');
  });
});
