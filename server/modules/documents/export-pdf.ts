import { createRequire } from 'node:module';
import type { Mark, Node as PmNode } from '@tiptap/pm/model';
import pdfmake from 'pdfmake';
import type { Content, ContentText, TableCell, CustomTableLayout } from 'pdfmake/interfaces';
import { cellGrid, taskOf, type CellSlot } from './export-nodes';

const require = createRequire(import.meta.url);
const roboto = (file: string) => require.resolve(`pdfmake/fonts/Roboto/Roboto-${file}.ttf`);

/**
 * Text in Roboto (shipped with pdfmake, embedded: Latin, Greek and Cyrillic; a character it lacks,
 * such as CJK, is drawn as an empty box), code in the PDF standard Courier (not embedded).
 */
const FONTS = {
  Roboto: { normal: roboto('Regular'), bold: roboto('Medium'), italics: roboto('Italic'), bolditalics: roboto('MediumItalic') },
  Courier: { normal: 'Courier', bold: 'Courier-Bold', italics: 'Courier-Oblique', bolditalics: 'Courier-BoldOblique' },
};
const FONT_FILES = new Set(Object.values(FONTS).flatMap((font) => Object.values(font)));

// The document definition never names a file or a URL of its own: only the fonts above are read.
const policies = pdfmake as unknown as {
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
};
policies.setLocalAccessPolicy((path) => FONT_FILES.has(path));
policies.setUrlAccessPolicy(() => false);
pdfmake.setFonts(FONTS);

const LINK = '#1d4ed8';
const RULE = '#d4d4d8';
const SHADE = '#f4f4f5';
const HEADING_SIZES = [20, 16, 13.5];

/** Courier draws only the Western (WinAnsi) characters: code with others is set in Roboto. */
const codeFont = (text: string) => (/[^\t\n\r -\u00ff\u20ac\u2013\u2014\u2018-\u201e\u2022\u2026]/u.test(text) ? 'Roboto' : 'Courier');

/** The text of a paragraph or heading, each mark a style: bold, italic, strike, code, link. */
function runs(node: PmNode): ContentText[] {
  const out: ContentText[] = [];
  node.forEach((child) => {
    if (child.type.name === 'hardBreak') out.push({ text: '\n' });
    else if (child.isText) out.push(run(child.text ?? '', child.marks));
  });
  return out;
}

function run(text: string, marks: readonly Mark[]): ContentText {
  const piece: ContentText = { text };
  for (const mark of marks) {
    const name = mark.type.name;
    if (name === 'bold') piece.bold = true;
    else if (name === 'italic') piece.italics = true;
    else if (name === 'strike') piece.decoration = 'lineThrough';
    else if (name === 'code') Object.assign(piece, { font: codeFont(text), background: SHADE, fontSize: 10 });
    else if (name === 'link')
      Object.assign(piece, { link: String(mark.attrs.href), color: LINK, decoration: piece.decoration ?? 'underline' });
  }
  return piece;
}

/** A block alone in a box: a code block on a shaded ground, a quote behind a rule on its left. */
const boxed = (content: Content, layout: CustomTableLayout, margin: [number, number, number, number]): Content => ({
  table: { widths: ['*'], body: [[content as TableCell]] },
  layout,
  margin,
});

/** A cell's padding: left, right, and above and below. */
const padding = (left: number, right: number, y: number): CustomTableLayout => ({
  paddingLeft: () => left,
  paddingRight: () => right,
  paddingTop: () => y,
  paddingBottom: () => y,
});

const CODE_LAYOUT: CustomTableLayout = { hLineWidth: () => 0, vLineWidth: () => 0, fillColor: () => SHADE, ...padding(8, 8, 6) };
const QUOTE_LAYOUT: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: (i) => (i === 0 ? 2 : 0),
  vLineColor: () => RULE,
  ...padding(10, 0, 0),
};
const TABLE_LAYOUT: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => RULE,
  vLineColor: () => RULE,
  fillColor: (row) => (row === 0 ? SHADE : null),
  ...padding(5, 5, 3),
};

/** A table with its header row repeated on each page; spanned cells take their place in the grid. */
function table(node: PmNode): Content {
  const grid = cellGrid(node);
  const width = Math.max(1, ...grid.map((row) => row.length));
  const body = grid.map((row) =>
    Array.from({ length: width }, (_, i): TableCell => {
      const slot: CellSlot | undefined = row[i];
      if (!slot || slot.covered) return {};
      const cell = slot.node;
      const content = blocks(cell, 1).map((block) => (cell.type.name === 'tableHeader' ? { stack: [block], bold: true } : block));
      return { stack: content, colSpan: slot.colspan, rowSpan: slot.rowspan } as TableCell;
    }),
  );
  return {
    table: { headerRows: 1, widths: Array<string>(width).fill('*'), body, dontBreakRows: true },
    layout: TABLE_LAYOUT,
    margin: [0, 4, 0, 10],
  };
}

/** A list item: its paragraphs, then its nested lists. A task ("[ ] …", "[x] …") keeps its box as written. */
const listItem = (item: PmNode, depth: number): Content => ({ stack: blocks(item, depth + 1), margin: [0, 0, 0, 2] });

function list(node: PmNode, depth: number): Content {
  const items: Content[] = [];
  node.forEach((item) => items.push(listItem(item, depth)));
  const margin: [number, number, number, number] = [0, 0, 0, depth === 0 ? 8 : 0];
  if (node.type.name === 'orderedList') return { ol: items, start: Number(node.attrs.start ?? 1), margin };
  const tasks = node.childCount > 0 && Array.from({ length: node.childCount }, (_, i) => taskOf(node.child(i))).every(Boolean);
  return { ul: items, type: tasks ? 'none' : depth % 2 === 0 ? 'disc' : 'circle', margin } as Content;
}

function block(node: PmNode, depth: number): Content[] {
  switch (node.type.name) {
    case 'heading': {
      const level = Math.min(Number(node.attrs.level ?? 1), 3);
      return [{ text: runs(node), fontSize: HEADING_SIZES[level - 1], bold: true, margin: [0, level === 1 ? 6 : 10, 0, 6] }];
    }
    case 'paragraph':
      return [{ text: runs(node), margin: [0, 0, 0, depth > 0 ? 2 : 8] }];
    case 'bulletList':
    case 'orderedList':
      return [list(node, depth)];
    case 'codeBlock':
      return [
        boxed(
          { text: node.textContent, font: codeFont(node.textContent), fontSize: 9, preserveLeadingSpaces: true, lineHeight: 1.15 },
          CODE_LAYOUT,
          [0, 2, 0, 10],
        ),
      ];
    case 'blockquote':
      return [boxed({ stack: blocks(node, depth), color: '#3f3f46', italics: true }, QUOTE_LAYOUT, [0, 2, 0, 8])];
    case 'horizontalRule':
      return [{ canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5, lineColor: RULE }], margin: [0, 6, 0, 12] }];
    case 'table':
      return [table(node)];
    default:
      return node.isTextblock ? [{ text: runs(node) }] : blocks(node, depth);
  }
}

function blocks(parent: PmNode, depth: number): Content[] {
  const out: Content[] = [];
  parent.forEach((child) => out.push(...block(child, depth)));
  return out;
}

/**
 * A document as a PDF (A4), drawn from the editor's own reading of its HTML: headings, paragraphs,
 * marks, links, nested lists, code blocks, quotes, rules and tables with their header row.
 */
export async function documentToPdf(title: string, doc: PmNode): Promise<Buffer> {
  const pdf = pdfmake.createPdf({
    info: { title, creator: 'Northstar', producer: 'Northstar' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.25 },
    content: blocks(doc, 0),
    footer: (page: number, pages: number) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 8, color: '#71717a' }),
  });
  return pdf.getBuffer();
}
