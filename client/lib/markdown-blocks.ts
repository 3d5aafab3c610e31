/** The block structure of a chat message's Markdown: a small, predictable subset of CommonMark + GFM tables. */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; level: 1 | 2 | 3; text: string }
  | { type: 'code'; lang: string; text: string }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'quote'; blocks: Block[] }
  | { type: 'table'; header: string[]; rows: string[][] }
  | { type: 'rule' };

/** Deeper nesting (hostile input such as 10,000 '>' characters) is kept as plain text. */
const MAX_DEPTH = 8;

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?/;
const LIST_ITEM = /^( {0,12})([-*+]|\d{1,9}[.)])(?:[ \t]+(.*))?$/;
const TABLE_DIVIDER = /^ {0,3}\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;

const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';
const indentOf = (line: string) => line.length - line.trimStart().length;

function startsBlock(line: string, next: string | undefined) {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    LIST_ITEM.test(line) ||
    (line.includes('|') && next !== undefined && TABLE_DIVIDER.test(next))
  );
}

function tableCells(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

type Parsed = { block: Block; next: number };

function parseFence(lines: string[], i: number, fence: string, lang: string): Parsed {
  const body: string[] = [];
  let j = i + 1;
  const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
  while (j < lines.length && !closing.test(lines[j] ?? '')) body.push(lines[j++] ?? '');
  return { block: { type: 'code', lang, text: body.join('\n') }, next: j + 1 };
}

function parseQuote(lines: string[], i: number, depth: number): Parsed {
  const body: string[] = [];
  let j = i;
  while (j < lines.length && QUOTE.test(lines[j] ?? '')) body.push((lines[j++] ?? '').replace(QUOTE, ''));
  return { block: { type: 'quote', blocks: parseBlocks(body.join('\n'), depth + 1) }, next: j };
}

function parseTable(lines: string[], i: number): Parsed {
  const header = tableCells(lines[i] ?? '');
  const rows: string[][] = [];
  let j = i + 2;
  while (j < lines.length && !isBlank(lines[j]) && (lines[j] ?? '').includes('|')) {
    const cells = tableCells(lines[j++] ?? '');
    rows.push(header.map((_, c) => cells[c] ?? ''));
  }
  return { block: { type: 'table', header, rows }, next: j };
}

function parseList(lines: string[], i: number, depth: number): Parsed {
  const first = LIST_ITEM.exec(lines[i] ?? '') as RegExpExecArray;
  const base = (first[1] ?? '').length;
  const ordered = /\d/.test(first[2] ?? '');
  const items: Block[][] = [];
  let j = i;
  for (;;) {
    const item = LIST_ITEM.exec(lines[j] ?? '');
    if (!item || /\d/.test(item[2] ?? '') !== ordered || (item[1] ?? '').length > base + 1) break;
    const contentIndent = (item[1] ?? '').length + (item[2] ?? '').length + 1;
    const body = [item[3] ?? ''];
    j += 1;
    while (j < lines.length) {
      const line = lines[j] ?? '';
      if (isBlank(line)) {
        let k = j;
        while (k < lines.length && isBlank(lines[k])) k += 1;
        if (k < lines.length && indentOf(lines[k] ?? '') > base) {
          body.push(...lines.slice(j, k).map(() => ''));
          j = k;
          continue;
        }
        break;
      }
      const indent = indentOf(line);
      if (indent > base) body.push(line.slice(Math.min(indent, contentIndent)));
      else if (!startsBlock(line, lines[j + 1])) body.push(line.trim());
      else break;
      j += 1;
    }
    items.push(parseBlocks(body.join('\n'), depth + 1));
    let k = j;
    while (k < lines.length && isBlank(lines[k])) k += 1;
    const following = LIST_ITEM.exec(lines[k] ?? '');
    if (!following || (following[1] ?? '').length > base + 1 || /\d/.test(following[2] ?? '') !== ordered) break;
    j = k;
  }
  const start = ordered ? Number.parseInt(first[2] ?? '1', 10) : 1;
  return { block: { type: 'list', ordered, start, items }, next: j };
}

function parseParagraph(lines: string[], i: number): Parsed {
  const body = [(lines[i] ?? '').trim()];
  let j = i + 1;
  while (j < lines.length && !isBlank(lines[j]) && !startsBlock(lines[j] ?? '', lines[j + 1])) {
    body.push((lines[j++] ?? '').trim());
  }
  return { block: { type: 'paragraph', text: body.join('\n') }, next: j };
}

function parseOne(lines: string[], i: number, depth: number): Parsed {
  const line = lines[i] ?? '';
  const fence = FENCE.exec(line);
  if (fence) return parseFence(lines, i, fence[1] ?? '```', fence[2] ?? '');
  const heading = HEADING.exec(line);
  if (heading) {
    const level = Math.min((heading[1] ?? '#').length, 3) as 1 | 2 | 3;
    return { block: { type: 'heading', level, text: heading[2] ?? '' }, next: i + 1 };
  }
  if (RULE.test(line)) return { block: { type: 'rule' }, next: i + 1 };
  if (depth >= MAX_DEPTH) return parseParagraph(lines, i);
  if (QUOTE.test(line)) return parseQuote(lines, i, depth);
  if (LIST_ITEM.test(line)) return parseList(lines, i, depth);
  if (line.includes('|') && TABLE_DIVIDER.test(lines[i + 1] ?? '')) return parseTable(lines, i);
  return parseParagraph(lines, i);
}

/** Splits Markdown text into blocks; never throws, whatever the input. */
export function parseBlocks(source: string, depth = 0): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    if (isBlank(lines[i])) {
      i += 1;
      continue;
    }
    const { block, next } = parseOne(lines, i, depth);
    blocks.push(block);
    i = next;
  }
  return blocks;
}
