import mammoth from 'mammoth';
import { marked } from 'marked';
import WordExtractor from 'word-extractor';
import { MAX_NESTING_DEPTH } from '../../../common/editor-schema';
import { AppError, badRequest } from '../../lib/errors';
import { tooDeep } from '../../lib/html-depth';
import { htmlToText } from '../../lib/html-text';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { checkDocxArchive } from './docx-check';
import { IMPORT_MESSAGES } from './import-limits';

export type ImportKind = 'docx' | 'doc' | 'md' | 'txt';
export type ParsedDocument = { html: string; title: string };

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** Plain text as paragraphs: blank lines separate them, single line breaks stay. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The containers a Markdown line opens at its start: each '>' a quote, each list marker a list and an item. */
const CONTAINERS = /^(?:[ \t]*(?:>|[-*+][ \t]|\d{1,9}[.)][ \t]))+/;
const INDENT = /^[ \t]*/;

/** Columns of leading white space, a tab counting 4. */
const indentOf = (line: string) => (INDENT.exec(line)?.[0] ?? '').replace(/\t/g, '    ').length;

/**
 * Refuses Markdown whose quotes and lists nest past the limit, before the (recursive) Markdown parser
 * runs: a line's depth counts its quote markers, its list markers (a list and an item each), and its
 * indentation (a nested list is indented two columns or more per level).
 */
export function assertMarkdownDepth(markdown: string) {
  for (const line of markdown.split('\n')) {
    const prefix = CONTAINERS.exec(line)?.[0] ?? '';
    const quotes = prefix.split('>').length - 1;
    const lists = (prefix.match(/[-*+\d][.)]?[ \t]/g) ?? []).length;
    if (quotes + 2 * lists + Math.floor(indentOf(line) / 2) > MAX_NESTING_DEPTH) throw tooDeep();
  }
}

/** HTML as the editor holds it: headings below level 3 become level 3, then sanitised to the editor schema. */
const editorHtml = (html: string) => sanitizeHtml(html.replace(/<h[4-6]([^>]*)>/gi, '<h3>').replace(/<\/h[4-6]>/gi, '</h3>'));

/** Markdown (GitHub's: tables too) as editor HTML; nesting past the editor's limit is the nesting 400. */
export function markdownToEditorHtml(markdown: string): string {
  assertMarkdownDepth(markdown);
  try {
    return editorHtml(marked.parse(markdown, { gfm: true, async: false }));
  } catch (err) {
    if (err instanceof RangeError) throw tooDeep();
    throw err;
  }
}

/** Images are dropped (the editor has none), so mammoth never inflates or encodes them. */
const noImages = mammoth.images.imgElement(async () => ({ src: '' }));

async function toHtml(data: Buffer, kind: ImportKind): Promise<string> {
  if (kind === 'docx') {
    checkDocxArchive(data);
    return (await mammoth.convertToHtml({ buffer: data }, { convertImage: noImages })).value;
  }
  if (kind === 'doc') return textToHtml((await new WordExtractor().extract(data)).getBody().replace(/\n/g, '\n\n'));
  const text = data.toString('utf8');
  if (kind === 'md') {
    assertMarkdownDepth(text);
    return marked.parse(text, { gfm: true, async: false });
  }
  return textToHtml(text);
}

/**
 * A .docx, .doc, .md or .txt file as editor HTML, keeping the structure the format has (headings,
 * lists, bold, italic), sanitised to the editor schema. Runs in an import worker: a broken file is a
 * 400, a parser running out of stack on nesting the checks did not see is the nesting 400.
 */
export async function parseDocument(data: Buffer, kind: ImportKind): Promise<ParsedDocument> {
  let html: string;
  try {
    html = await toHtml(data, kind);
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof RangeError) throw tooDeep();
    throw badRequest(IMPORT_MESSAGES.damaged, 'damaged_file');
  }
  const clean = editorHtml(html);
  const firstLine =
    htmlToText(clean)
      .split('\n')
      .find((l) => l.trim()) ?? '';
  return { html: clean, title: firstLine.replace(/^#+\s*/, '').trim() };
}
