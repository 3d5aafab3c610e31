import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { marked, type Token, type Tokens } from 'marked';
import TurndownService from 'turndown';
import { tableToMarkdown } from '../../lib/html-text';

const turndown = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced', emDelimiter: '*' });
turndown.addRule('strike', { filter: ['s'], replacement: (content) => `~~${content}~~` });
// Tables as pipe tables, the first row as the header row.
turndown.addRule('table', {
  filter: ['table'],
  replacement: (_content, node) => `\n\n${tableToMarkdown((node as { outerHTML: string }).outerHTML)}\n\n`,
});

/** Editor HTML as Markdown. */
export const htmlToMarkdown = (html: string) => turndown.turndown(html || '');

type Style = { bold?: boolean; italics?: boolean; strike?: boolean; code?: boolean };

function inline(tokens: Token[] | undefined, style: Style = {}): ParagraphChild[] {
  return (tokens ?? []).flatMap((token): ParagraphChild[] => {
    switch (token.type) {
      case 'strong':
        return inline((token as Tokens.Strong).tokens, { ...style, bold: true });
      case 'em':
        return inline((token as Tokens.Em).tokens, { ...style, italics: true });
      case 'del':
        return inline((token as Tokens.Del).tokens, { ...style, strike: true });
      case 'codespan':
        return [new TextRun({ text: (token as Tokens.Codespan).text, font: 'Consolas', ...style })];
      case 'br':
        return [new TextRun({ text: '', break: 1 })];
      case 'link': {
        const link = token as Tokens.Link;
        return [new ExternalHyperlink({ link: link.href, children: [new TextRun({ text: link.text, style: 'Hyperlink', ...style })] })];
      }
      default: {
        const text = 'tokens' in token && token.tokens ? undefined : (token as Tokens.Text).text;
        if (text === undefined) return inline((token as Tokens.Text).tokens, style);
        return [new TextRun({ text: decode(text), ...style, font: style.code ? 'Consolas' : undefined })];
      }
    }
  });
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3];

/** A pipe table as a Word table: the header row bold, every cell the same width. */
function wordTable(table: Tokens.Table): Table {
  const row = (cells: Tokens.TableCell[], header: boolean) =>
    new TableRow({
      tableHeader: header,
      children: cells.map(
        (cell) => new TableCell({ children: [new Paragraph({ children: inline(cell.tokens, header ? { bold: true } : {}) })] }),
      ),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [row(table.header, true), ...table.rows.map((r) => row(r, false))],
  });
}

function blocks(tokens: Token[], depth = 0, quote = false): (Paragraph | Table)[] {
  return tokens.flatMap((token): (Paragraph | Table)[] => {
    switch (token.type) {
      case 'heading': {
        const h = token as Tokens.Heading;
        return [new Paragraph({ heading: HEADINGS[Math.min(h.depth, 3) - 1], children: inline(h.tokens) })];
      }
      case 'paragraph':
        return [new Paragraph({ children: inline((token as Tokens.Paragraph).tokens), indent: quote ? { left: 720 } : undefined })];
      case 'list': {
        const list = token as Tokens.List;
        return list.items.flatMap((item) => {
          const [first, ...rest] = item.tokens;
          const lead = first && 'tokens' in first ? inline(first.tokens) : [];
          const para = new Paragraph({
            children: lead,
            ...(list.ordered
              ? { numbering: { reference: 'numbered', level: Math.min(depth, 2) } }
              : { bullet: { level: Math.min(depth, 2) } }),
          });
          return [para, ...blocks(rest, depth + 1, quote)];
        });
      }
      case 'blockquote':
        return blocks((token as Tokens.Blockquote).tokens, depth, true);
      case 'code':
        return (token as Tokens.Code).text
          .split('\n')
          .map((line) => new Paragraph({ children: [new TextRun({ text: line, font: 'Consolas' })] }));
      case 'hr':
        return [new Paragraph({ thematicBreak: true, children: [] })];
      case 'table':
        return [wordTable(token as Tokens.Table)];
      case 'space':
        return [];
      default:
        return 'tokens' in token && token.tokens ? [new Paragraph({ children: inline(token.tokens) })] : [];
    }
  });
}

/** Editor HTML as a Word document (.docx) with its headings, lists and emphasis. */
export async function htmlToDocx(title: string, html: string): Promise<Buffer> {
  const tokens = marked.lexer(htmlToMarkdown(html));
  const doc = new Document({
    title,
    creator: 'Northstar',
    numbering: {
      config: [
        {
          reference: 'numbered',
          levels: [0, 1, 2].map((level) => ({
            level,
            format: 'decimal' as const,
            text: `%${level + 1}.`,
            alignment: 'left' as const,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children: blocks(tokens) }],
  });
  return Packer.toBuffer(doc);
}
