/** A node of the Atlassian Document Format (Jira Cloud's rich text, REST API v3). */
export type AdfNode = {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: AdfNode[];
};

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;

/** A line's text with its `**bold**` and `[links](https://...)` as ADF marks. */
function inline(line: string): AdfNode[] {
  const nodes: AdfNode[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) nodes.push({ type: 'text', text: line.slice(last, match.index) });
    if (match[1] !== undefined) nodes.push({ type: 'text', text: match[1], marks: [{ type: 'strong' }] });
    else nodes.push({ type: 'text', text: match[2], marks: [{ type: 'link', attrs: { href: match[3] } }] });
    last = match.index + match[0].length;
  }
  if (last < line.length) nodes.push({ type: 'text', text: line.slice(last) });
  return nodes.filter((n) => n.text !== '');
}

const paragraph = (text: string): AdfNode => ({ type: 'paragraph', content: inline(text) });

/**
 * The Markdown a hand-off writes (paragraphs, `#` headings, `-` and `- [ ]` bullets, `1.` lists,
 * `---`, bold and links) as an ADF document; any other line stays a paragraph of its text.
 */
export function markdownToAdf(markdown: string): AdfNode {
  const content: AdfNode[] = [];
  let list: AdfNode | null = null;
  for (const raw of markdown.split('\n')) {
    const line = raw.trimEnd();
    const bullet = /^\s*[-*]\s+(?:\[[ x]\]\s+)?(.*)$/.exec(line);
    const ordered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const item = bullet ?? ordered;
    if (item) {
      const type = bullet ? 'bulletList' : 'orderedList';
      if (!list || list.type !== type) content.push((list = { type, content: [] }));
      list.content?.push({ type: 'listItem', content: [paragraph(item[1] ?? '')] });
      continue;
    }
    list = null;
    if (line.trim() === '') continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) content.push({ type: 'heading', attrs: { level: heading[1]?.length ?? 1 }, content: inline(heading[2] ?? '') });
    else if (/^-{3,}$/.test(line.trim())) content.push({ type: 'rule' });
    else content.push(paragraph(line));
  }
  return { type: 'doc', version: 1, content } as AdfNode;
}
