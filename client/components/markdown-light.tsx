import { Fragment, type ReactNode } from 'react';

export type HeadingTag = 'h3' | 'h4' | 'h5' | 'h6';
export const HEADING_CLASS: Record<HeadingTag, string> = {
  h3: 'text-base font-semibold',
  h4: 'text-sm font-semibold',
  h5: 'text-sm font-semibold',
  h6: 'text-sm font-semibold',
};
export const LIST_CLASS = { ul: 'list-disc space-y-1 pl-5', ol: 'list-decimal space-y-1 pl-5' };
const CODE_CLASS = 'rounded bg-current/10 px-1 font-mono text-[0.85em]';

/**
 * A message's headings sit under the screen's own `h2` (the conversation's heading): the shallowest
 * heading of the message becomes an `h3` and deeper ones follow one level each, so no level is skipped.
 */
export function messageHeadingTag(content: string): (level: number) => HeadingTag {
  const levels = [...content.matchAll(/^ {0,3}(#{1,6})[ \t]/gm)].map((m) => (m[1] as string).length);
  const top = levels.length ? Math.min(...levels) : 1;
  return (level) => `h${Math.min(6, Math.max(3, 3 + level - top))}` as HeadingTag;
}

/** Bold, italics, inline code and a link's text: the inline Markdown of most replies. */
const INLINE =
  /\*\*([^*\n]+?)\*\*|__([^_\n]+?)__|`([^`\n]+)`|\*([^*\s][^*\n]*?)\*|(?<!\w)_([^_\s][^_\n]*?)_(?!\w)|\[([^\]\n]+)\]\([^)\s]+\)/g;

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    out.push(text.slice(last, m.index));
    const [, bold1, bold2, code, em1, em2, link] = m;
    const key = out.length;
    if (bold1 ?? bold2) out.push(<strong key={key}>{bold1 ?? bold2}</strong>);
    else if (code !== undefined)
      out.push(
        <code key={key} className={CODE_CLASS}>
          {code}
        </code>,
      );
    else if (em1 ?? em2) out.push(<em key={key}>{em1 ?? em2}</em>);
    else out.push(<span key={key}>{link}</span>);
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

/** Lines joined by line breaks, as the full renderer does (single newlines break the line). */
const lines = (texts: string[]) =>
  texts.map((t, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {i > 0 && '\n'}
      {inline(t)}
    </Fragment>
  ));

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$/;

type Block =
  { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; start: number; items: string[] } | { kind: 'h'; level: number; text: string };

function blocks(content: string): Block[] {
  const out: Block[] = [];
  for (const line of content.split('\n')) {
    const prev = out.at(-1);
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (!line.trim()) out.push({ kind: 'p', lines: [] });
    else if (heading) out.push({ kind: 'h', level: (heading[1] as string).length, text: heading[2] ?? '' });
    else if (bullet && prev?.kind === 'ul') prev.items.push(bullet[1] ?? '');
    else if (bullet) out.push({ kind: 'ul', start: 1, items: [bullet[1] ?? ''] });
    else if (numbered && prev?.kind === 'ol') prev.items.push(numbered[2] ?? '');
    else if (numbered) out.push({ kind: 'ol', start: Number(numbered[1]), items: [numbered[2] ?? ''] });
    else if (prev?.kind === 'p') prev.lines.push(line);
    else out.push({ kind: 'p', lines: [line] });
  }
  return out.filter((b) => b.kind !== 'p' || b.lines.length > 0);
}

/**
 * A first paint of a message while the full Markdown renderer loads: paragraphs, headings, lists,
 * bold, italics and inline code laid out as the full renderer lays them out, so the swap does not
 * move the text; anything rarer shows as its text. Text only: no link or image is made here.
 */
export function LightMarkdown({ content }: { content: string }) {
  const tag = messageHeadingTag(content);
  return blocks(content).map((block, i) => {
    if (block.kind === 'p') return <p key={i}>{lines(block.lines)}</p>;
    if (block.kind === 'h') {
      const Tag = tag(block.level);
      return (
        <Tag key={i} className={HEADING_CLASS[Tag]}>
          {inline(block.text)}
        </Tag>
      );
    }
    const items = block.items.map((item, j) => <li key={j}>{inline(item)}</li>);
    return block.kind === 'ul' ? (
      <ul key={i} className={LIST_CLASS.ul}>
        {items}
      </ul>
    ) : (
      <ol key={i} start={block.start === 1 ? undefined : block.start} className={LIST_CLASS.ol}>
        {items}
      </ol>
    );
  });
}
