/** Line and sentence helpers for reading plain-text or Markdown product documents. */

type HeadingStyle = 'markdown' | 'label' | 'plain';

export type DocLine =
  | { kind: 'heading'; text: string; style: HeadingStyle; level: number; rest: string }
  | { kind: 'item'; text: string; indent: number }
  | { kind: 'table'; text: string; separator: boolean }
  | { kind: 'text'; text: string };

const MD_HEADING = /^ {0,3}(#{1,6})\s+(.+?)\s*#*\s*$/;
const BOLD_LINE = /^\s*(?:\*\*|__)([^*_]{2,80})(?:\*\*|__)\s*:?\s*$/;
const LABEL_LINE = /^([A-Z][A-Za-z0-9 ,/&()'’-]{1,48}):\s*(.*)$/;
const LIST_ITEM = /^(\s*)(?:[-*+•]|\d{1,3}[.)]|[a-z][.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_SEPARATOR = /^[\s|:-]+$/;
const FENCE = /^\s*(```|~~~)/;

/** Strips inline Markdown (emphasis, code ticks, links) so rules see the words. */
function plainInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]{1,3}/g, '')
    .trim();
}

export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

function isPlainTitle(text: string, prevBlank: boolean): boolean {
  if (!prevBlank || text.length > 60 || !/^[A-Z0-9]/.test(text)) return false;
  if (/[.!?,;:]$/.test(text)) return false;
  return countWords(text) <= 5;
}

/**
 * Classifies one non-blank line. Headings may be '# X', bold lines, 'X:' labels (with or without
 * text after the colon) or short title-like lines that follow a blank line.
 */
export function classifyLine(raw: string, prevBlank: boolean): DocLine {
  const md = MD_HEADING.exec(raw);
  if (md?.[1] && md[2]) return { kind: 'heading', text: plainInline(md[2]), style: 'markdown', level: md[1].length, rest: '' };
  if (TABLE_ROW.test(raw)) return { kind: 'table', text: raw.trim(), separator: TABLE_SEPARATOR.test(raw) };
  const bold = BOLD_LINE.exec(raw);
  if (bold?.[1]) return { kind: 'heading', text: bold[1].trim(), style: 'label', level: 7, rest: '' };
  const item = LIST_ITEM.exec(raw);
  if (item) return { kind: 'item', text: plainInline(item[2] ?? ''), indent: (item[1] ?? '').replace(/\t/g, '    ').length };
  const text = plainInline(raw);
  const label = LABEL_LINE.exec(text);
  if (label?.[1] && countWords(label[1]) <= 5) {
    return { kind: 'heading', text: label[1].trim(), style: 'label', level: 7, rest: (label[2] ?? '').trim() };
  }
  if (isPlainTitle(text, prevBlank)) return { kind: 'heading', text, style: 'plain', level: 7, rest: '' };
  return { kind: 'text', text };
}

export function isFence(raw: string): boolean {
  return FENCE.test(raw);
}

/** A sentence ends at . ! or ? and white space, but not at the no-break space kept after "e.g.". */
const SENTENCE_END = /(?<=[.!?])[^\S\u00a0]+(?=["'“([]?[A-Z0-9])/;

/** Splits one line of prose into sentences (abbreviations like "e.g." stay inside). */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\b(e\.g|i\.e|vs|etc|approx|incl)\.\s/gi, '$1.\u00a0')
    .split(SENTENCE_END)
    .map((s) => s.replace(/\u00a0/g, ' ').trim())
    .filter((s) => s.length > 0);
}

/** A sentence shortened for quoting in a finding. */
export function quote(sentence: string, max = 180): string {
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max / 2 ? space : max)}…`;
}

/** A first line such as "# Customer Feedback Hub" names the document; it is not a section. */
export function isDocumentTitle(line: Extract<DocLine, { kind: 'heading' }>): boolean {
  const titleStyle = line.style === 'plain' || (line.style === 'markdown' && line.level === 1);
  return titleStyle && countWords(line.text) > 2;
}
