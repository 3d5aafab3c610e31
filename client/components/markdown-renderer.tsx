import ReactMarkdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import remend from 'remend';
import { Link } from 'wouter';
import { parseFinding } from '@common/design-findings';
import { HEADING_CLASS, LIST_CLASS, messageHeadingTag } from '@/components/markdown-light';
import { findingAttribute, showFinding } from '@/lib/finding-focus';

const SAFE_LINK = /^(?:https?:|mailto:)/i;
/** A file of this site's uploads, and nothing that walks out of the folder. */
const UPLOAD = /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** An upload of a shared chat or design, served through its share link to a signed-out reader. */
const SHARED_FILE = /^\/api\/shared\/[A-Za-z0-9_-]+\/files\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** A screen of this app a reply may point to (what "search my work" quotes): opened in the same tab. */
const APP_PATH = /^\/(?:chat\/[A-Za-z0-9_-]+|documents\?id=[A-Za-z0-9_-]+|designs\/[A-Za-z0-9_-]+|templates)$/;

/**
 * Links only to http(s), mailto, our uploads and our own screens; images only from our uploads. Anything else is
 * dropped, including the placeholder address `remend` gives a link still being written.
 */
function urlTransform(url: string, key: string): string {
  if ((UPLOAD.test(url) || SHARED_FILE.test(url)) && !url.includes('..')) return url;
  if (key === 'href' && APP_PATH.test(url)) return url;
  if (key === 'href' && parseFinding(url, '')) return url;
  return key === 'href' && SAFE_LINK.test(url) ? url : '';
}

const components: Components = {
  a: ({ href, title, children }) => {
    const finding = href ? parseFinding(href, title ?? '') : null;
    if (finding) {
      // A design review's finding with a place: its words show its pin on the design preview.
      return (
        <button
          type="button"
          {...{ [findingAttribute.line]: finding.n }}
          title="Show on the design"
          onClick={() => showFinding(finding.n, 'pin')}
          className="rounded-sm font-medium underline decoration-dotted underline-offset-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {children}
        </button>
      );
    }
    if (href && APP_PATH.test(href))
      return (
        <Link href={href} className="font-medium underline underline-offset-2">
          {children}
        </Link>
      );
    return href ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-2">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    );
  },
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <img src={src} alt={alt ?? ''} loading="lazy" className="max-h-80 max-w-full rounded-md border" />
    ) : (
      <span>{alt}</span>
    ),
  pre: ({ children }) => <pre className="overflow-x-auto rounded-md bg-current/10 p-3 font-mono text-xs leading-relaxed">{children}</pre>,
  code: ({ className, children }) => (
    <code data-language={/language-(\S+)/.exec(className ?? '')?.[1]} className="rounded bg-current/10 px-1 font-mono text-[0.85em]">
      {children}
    </code>
  ),
  ul: ({ children }) => <ul className={LIST_CLASS.ul}>{children}</ul>,
  ol: ({ children, start }) => (
    <ol start={start === 1 ? undefined : start} className={LIST_CLASS.ol}>
      {children}
    </ol>
  ),
  blockquote: ({ children }) => <blockquote className="space-y-2 border-l-2 border-current/30 pl-3 opacity-90">{children}</blockquote>,
  table: ({ children }) => (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-xs [&_tr]:transition-colors [&_tr[data-highlighted]]:bg-primary/15">
        {children}
      </table>
    </div>
  ),
  th: ({ children }) => <th className="border border-current/20 px-2 py-1 font-semibold">{children}</th>,
  td: ({ children }) => <td className="border border-current/20 px-2 py-1 align-top">{children}</td>,
  hr: () => <hr className="border-current/20" />,
};

/** The heading components for this message: levels as `messageHeadingTag` sets them. */
function headingComponents(content: string): Components {
  const tag = messageHeadingTag(content);
  const heading = (level: number): Components['h1'] => {
    const Tag = tag(level);
    return ({ children }) => <Tag className={HEADING_CLASS[Tag]}>{children}</Tag>;
  };
  return { h1: heading(1), h2: heading(2), h3: heading(3), h4: heading(4), h5: heading(5), h6: heading(6) };
}

export type MarkdownRendererProps = {
  content: string;
  /** The reply is still arriving: `remend` closes what the text so far leaves open (`**`, `` ` ``, links). */
  streaming?: boolean;
};

/**
 * The one Markdown renderer of the app (react-markdown, GFM, single newlines as line breaks): raw
 * HTML is shown as text, never run; links only to http(s)/mailto/uploads, images only from this
 * site's uploads. A reply still streaming is completed by `remend` first, so half-written Markdown
 * does not flash as its syntax; a finished message is shown as written.
 */
export function MarkdownRenderer({ content, streaming = false }: MarkdownRendererProps) {
  const text = streaming ? remend(content, { linkMode: 'text-only' }) : content;
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm, remarkBreaks]}
      urlTransform={urlTransform}
      components={{ ...components, ...headingComponents(text) }}
    >
      {text}
    </ReactMarkdown>
  );
}
