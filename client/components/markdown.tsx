import { memo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/utils';

const SAFE_LINK = /^(?:https?:|mailto:)/i;
/** A file of this site's uploads, and nothing that walks out of the folder. */
const UPLOAD = /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Links only to http(s), mailto and our uploads; images only from our uploads. Anything else is dropped. */
function urlTransform(url: string, key: string): string {
  if (UPLOAD.test(url) && !url.includes('..')) return url;
  return key === 'href' && SAFE_LINK.test(url) ? url : '';
}

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-2">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <img src={src} alt={alt ?? ''} loading="lazy" className="max-h-80 max-w-full rounded-md border" />
    ) : (
      <span>{alt}</span>
    ),
  h1: ({ children }) => <h2 className="text-lg font-semibold">{children}</h2>,
  h2: ({ children }) => <h3 className="text-base font-semibold">{children}</h3>,
  h3: ({ children }) => <h4 className="text-sm font-semibold">{children}</h4>,
  h4: ({ children }) => <h4 className="text-sm font-semibold">{children}</h4>,
  h5: ({ children }) => <h4 className="text-sm font-semibold">{children}</h4>,
  h6: ({ children }) => <h4 className="text-sm font-semibold">{children}</h4>,
  pre: ({ children }) => (
    <pre className="overflow-x-auto rounded-md bg-current/10 p-3 font-mono text-xs leading-relaxed">{children}</pre>
  ),
  code: ({ className, children }) => (
    <code data-language={/language-(\S+)/.exec(className ?? '')?.[1]} className="rounded bg-current/10 px-1 font-mono text-[0.85em]">
      {children}
    </code>
  ),
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children, start }) => (
    <ol start={start === 1 ? undefined : start} className="list-decimal space-y-1 pl-5">
      {children}
    </ol>
  ),
  blockquote: ({ children }) => <blockquote className="space-y-2 border-l-2 border-current/30 pl-3 opacity-90">{children}</blockquote>,
  table: ({ children }) => (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-xs">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border border-current/20 px-2 py-1 font-semibold">{children}</th>,
  td: ({ children }) => <td className="border border-current/20 px-2 py-1 align-top">{children}</td>,
  hr: () => <hr className="border-current/20" />,
};

/**
 * Chat Markdown as React elements (react-markdown, GFM): raw HTML is shown as text, never run;
 * links only to http(s)/mailto/uploads, images only from this site's uploads.
 */
export const Markdown = memo(function Markdown({ content, className }: { content: string; className?: string }) {
  return (
    <div className={cn('space-y-3 break-words', className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm, remarkBreaks]} urlTransform={urlTransform} components={components}>
        {content}
      </ReactMarkdown>
    </div>
  );
});
