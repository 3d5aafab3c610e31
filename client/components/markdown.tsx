import { memo, useMemo, type ReactNode } from 'react';
import { renderInline } from '@/components/markdown-inline';
import { parseBlocks, type Block } from '@/lib/markdown-blocks';
import { cn } from '@/lib/utils';

const HEADING_CLASS = { 1: 'text-lg font-semibold', 2: 'text-base font-semibold', 3: 'text-sm font-semibold' } as const;

/** A tight list item (one paragraph) shows its text without a paragraph around it. */
function renderItem(blocks: Block[], key: string): ReactNode {
  const [only] = blocks;
  const content = blocks.length === 1 && only?.type === 'paragraph' ? renderInline(only.text) : renderBlocks(blocks, key);
  return <li key={key}>{content}</li>;
}

function renderBlock(block: Block, key: string): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInline(block.text)}</p>;
    case 'heading': {
      const Tag = `h${block.level + 1}` as 'h2' | 'h3' | 'h4';
      return (
        <Tag key={key} className={HEADING_CLASS[block.level]}>
          {renderInline(block.text)}
        </Tag>
      );
    }
    case 'code':
      return (
        <pre key={key} className="overflow-x-auto rounded-md bg-current/10 p-3 font-mono text-xs leading-relaxed">
          <code data-language={block.lang || undefined}>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, i) => renderItem(item, `${key}.${i}`));
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={key} className="list-disc space-y-1 pl-5">
          {items}
        </ul>
      );
    }
    case 'quote':
      return (
        <blockquote key={key} className="space-y-2 border-l-2 border-current/30 pl-3 opacity-90">
          {renderBlocks(block.blocks, key)}
        </blockquote>
      );
    case 'table':
      return (
        <div key={key} className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-xs">
            <thead>
              <tr>
                {block.header.map((cell, i) => (
                  <th key={i} className="border border-current/20 px-2 py-1 font-semibold">
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c} className="border border-current/20 px-2 py-1 align-top">
                      {renderInline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'rule':
      return <hr key={key} className="border-current/20" />;
  }
}

function renderBlocks(blocks: Block[], prefix: string): ReactNode[] {
  return blocks.map((block, i) => renderBlock(block, `${prefix}.${i}`));
}

/**
 * Renders chat Markdown safely as React elements (never raw HTML): paragraphs, headings, emphasis,
 * code, lists, quotes, tables, links (http(s), mailto, uploads) and images from this site's uploads.
 */
export const Markdown = memo(function Markdown({ content, className }: { content: string; className?: string }) {
  const blocks = useMemo(() => parseBlocks(content), [content]);
  return <div className={cn('space-y-3 break-words', className)}>{renderBlocks(blocks, 'b')}</div>;
});
