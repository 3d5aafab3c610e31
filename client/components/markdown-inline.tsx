import type { ReactNode } from 'react';

/** Only this site's uploads are shown as images: `/uploads/<name>.<ext>`. */
const UPLOAD_PATH = /^\/uploads\/[\w-]+(?:\.\w+)?$/;
const MAX_NESTING = 8;

/** Links open http(s), mailto and this site's uploads; anything else (javascript:, data:, ...) is not a link. */
function safeHref(raw: string): string | null {
  const url = raw.trim();
  if (UPLOAD_PATH.test(url)) return url;
  if (!/^(?:https?:\/\/|mailto:)/i.test(url) || [...url].some((c) => c.charCodeAt(0) <= 0x20)) return null;
  try {
    new URL(url);
    return url;
  } catch {
    return null;
  }
}

const safeImageSrc = (raw: string) => (UPLOAD_PATH.test(raw.trim()) ? raw.trim() : null);

type Context = { depth: number; inLink: boolean };
type Rule = { trigger: string; pattern: RegExp; render: (m: RegExpExecArray, key: string, ctx: Context) => ReactNode };

const nest = (ctx: Context, extra: Partial<Context> = {}): Context => ({ ...ctx, ...extra, depth: ctx.depth + 1 });

function link(href: string | null, children: ReactNode, key: string) {
  if (!href) return <span key={key}>{children}</span>;
  return (
    <a key={key} href={href} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-2">
      {children}
    </a>
  );
}

/** Sticky patterns, tried where their trigger character stands; bounded so that no input is slow. */
const RULES: Rule[] = [
  { trigger: '\\', pattern: /\\([\\`*_{}[\]()#+\-.!~>|])/y, render: (m) => m[1] },
  {
    trigger: '`',
    pattern: /(`+)([^`][\s\S]{0,4000}?)\1(?!`)/y,
    render: (m, key) => (
      <code key={key} className="rounded bg-current/10 px-1 py-0.5 font-mono text-[0.85em]">
        {(m[2] ?? '').trim() || m[2]}
      </code>
    ),
  },
  {
    trigger: '!',
    pattern: /!\[([^\]\n]{0,500})\]\(\s*<?([^\s)>]{1,2000})>?(?:\s+"[^"\n]{0,200}")?\s*\)/y,
    render: (m, key) => {
      const src = safeImageSrc(m[2] ?? '');
      if (!src) return <span key={key}>{m[1]}</span>;
      return <img key={key} src={src} alt={m[1]} loading="lazy" className="my-1 max-h-80 max-w-full rounded-md border" />;
    },
  },
  {
    trigger: '[',
    pattern: /\[((?:[^[\]\n]|\[[^\]\n]{0,500}\]){1,500})\]\(\s*<?([^\s)>]{1,2000})>?(?:\s+"[^"\n]{0,200}")?\s*\)/y,
    render: (m, key, ctx) =>
      ctx.inLink ? m[0] : link(safeHref(m[2] ?? ''), renderInline(m[1] ?? '', nest(ctx, { inLink: true })), key),
  },
  {
    trigger: '<',
    pattern: /<((?:https?:\/\/|mailto:)[^\s<>]{1,2000})>/y,
    render: (m, key, ctx) => (ctx.inLink ? m[0] : link(safeHref(m[1] ?? ''), m[1], key)),
  },
  {
    trigger: '*',
    pattern: /\*\*(?=\S)([\s\S]{0,2000}?\S)\*\*/y,
    render: (m, key, ctx) => <strong key={key}>{renderInline(m[1] ?? '', nest(ctx))}</strong>,
  },
  {
    trigger: '_',
    pattern: /__(?=\S)([\s\S]{0,2000}?\S)__(?!\w)/y,
    render: (m, key, ctx) => <strong key={key}>{renderInline(m[1] ?? '', nest(ctx))}</strong>,
  },
  {
    trigger: '~',
    pattern: /~~(?=\S)([\s\S]{0,2000}?\S)~~/y,
    render: (m, key, ctx) => <del key={key}>{renderInline(m[1] ?? '', nest(ctx))}</del>,
  },
  {
    trigger: '*',
    pattern: /\*(?=[^\s*])([\s\S]{0,2000}?[^\s*])\*(?!\*)/y,
    render: (m, key, ctx) => <em key={key}>{renderInline(m[1] ?? '', nest(ctx))}</em>,
  },
  {
    trigger: '_',
    pattern: /_(?=[^\s_])([\s\S]{0,2000}?[^\s_])_(?!\w)/y,
    render: (m, key, ctx) => <em key={key}>{renderInline(m[1] ?? '', nest(ctx))}</em>,
  },
  {
    trigger: 'h',
    pattern: /https?:\/\/[^\s<>]{0,2000}[^\s<>.,:;"')\]!?*_~]/y,
    render: (m, key, ctx) => (ctx.inLink ? m[0] : link(safeHref(m[0]), m[0], key)),
  },
];

const TRIGGERS = new Set(RULES.map((rule) => rule.trigger));

/** Inline Markdown to React elements: text is always text, never HTML. A newline is a line break. */
export function renderInline(text: string, ctx: Context = { depth: 0, inLink: false }): ReactNode[] {
  if (ctx.depth > MAX_NESTING) return [text];
  const out: ReactNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push(plain);
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (char === '\n') {
      flush();
      out.push(<br key={`br${i}`} />);
      i += 1;
      continue;
    }
    const match = TRIGGERS.has(char) ? matchAt(text, i, char, ctx) : null;
    if (!match) {
      plain += char;
      i += 1;
      continue;
    }
    flush();
    out.push(match.node);
    i += match.length;
  }
  flush();
  return out;
}

function matchAt(text: string, i: number, char: string, ctx: Context) {
  // Underscores inside words (snake_case) and URLs inside words are not markup.
  if ((char === '_' || char === 'h') && /\w/.test(text[i - 1] ?? '')) return null;
  for (const rule of RULES) {
    if (rule.trigger !== char) continue;
    rule.pattern.lastIndex = i;
    const m = rule.pattern.exec(text);
    if (m) return { node: rule.render(m, `i${i}`, ctx), length: m[0].length };
  }
  return null;
}
