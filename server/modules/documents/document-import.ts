import mammoth from 'mammoth';
import { marked } from 'marked';
import WordExtractor from 'word-extractor';
import { badRequest } from '../../lib/errors';
import { htmlToText } from '../../lib/html-text';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { checkUpload } from '../uploads/file-check';

export const IMPORT_TYPES_MESSAGE = 'Upload a .txt, .md, .docx or .doc file.';

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

/**
 * A .txt, .md, .docx or .doc file as editor HTML, keeping the structure the format has
 * (headings, lists, bold, italic), sanitised to the editor schema.
 */
export async function importDocument(data: Buffer, filename: string, declared: string) {
  const file = await checkUpload(data, filename, declared);
  let html: string;
  if (file.ext === 'docx') html = (await mammoth.convertToHtml({ buffer: data })).value;
  else if (file.ext === 'doc') html = textToHtml((await new WordExtractor().extract(data)).getBody().replace(/\n/g, '\n\n'));
  else if (file.ext === 'md') html = await marked.parse(data.toString('utf8'), { gfm: true });
  else if (file.ext === 'txt') html = textToHtml(data.toString('utf8'));
  else throw badRequest(`This file cannot be imported. ${IMPORT_TYPES_MESSAGE}`, 'wrong_type');
  const clean = sanitizeHtml(html.replace(/<h[4-6]([^>]*)>/gi, '<h3>').replace(/<\/h[4-6]>/gi, '</h3>'));
  const firstLine = htmlToText(clean).split('\n').find((l) => l.trim()) ?? '';
  return { html: clean, title: firstLine.replace(/^#+\s*/, '').trim() };
}
