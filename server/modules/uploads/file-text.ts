import { FILE_TEXT_NOTICES } from '../../../common/uploads';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest } from '../../lib/errors';
import { htmlToText } from '../../lib/html-text';
import type { ImportKind } from '../documents/document-parse';
import { parseInPool } from '../documents/import-pool';
import { MESSAGES, type CheckedFile } from './file-check';

/** What the AI can read of an uploaded file: its text, or why there is none. */
export type FileText = { status: 'read' | 'scanned' | 'unreadable'; text: string };

/** The text kept of one file (about 250,000 tokens); the context budget cuts it further per request. */
const MAX_TEXT_CHARS = 1_000_000;
const MAX_PDF_PAGES = 500;

/** Where the text read from a stored upload is kept, beside it. */
export const fileTextKey = (storageKey: string) => `text-${storageKey.replace(/\.[a-z0-9]+$/, '')}.json`;

/** A PDF's text layer; a file whose structure is not a PDF's is refused (400), whatever its first bytes say. */
async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs
    .getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 })
    .promise.catch((err: unknown) => {
      throw err instanceof pdfjs.InvalidPDFException ? badRequest(MESSAGES.notPdf, 'invalid_pdf') : err;
    });
  try {
    const pages: string[] = [];
    let size = 0;
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PDF_PAGES) && size < MAX_TEXT_CHARS; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .replace(/[ \t]+\n/g, '\n')
        .trim();
      pages.push(text);
      size += text.length;
    }
    return pages.filter(Boolean).join('\n\n');
  } finally {
    await doc.destroy();
  }
}

/** The text of a document upload as it comes: a PDF's text layer, a Word file's, a text file's own. */
async function documentText(file: CheckedFile): Promise<string> {
  if (file.ext === 'pdf') return pdfText(file.data);
  if (file.ext === 'docx' || file.ext === 'doc') return htmlToText((await parseInPool(file.data, file.ext as ImportKind)).html);
  return file.data.toString('utf8');
}

/**
 * The text of a document upload: a PDF's text layer, a Word file read in the import workers (tables
 * kept as pipe tables), a .txt, .md or .csv as it is. Images and failures give no text; a file that
 * only claims to be a PDF is refused.
 */
export async function readFileText(file: CheckedFile): Promise<FileText | undefined> {
  if (file.kind !== 'document') return undefined;
  let text: string;
  try {
    text = (await documentText(file)).slice(0, MAX_TEXT_CHARS).trim();
  } catch (err) {
    if (err instanceof AppError) throw err;
    return { status: 'unreadable', text: '' };
  }
  if (!text) return { status: file.ext === 'pdf' ? 'scanned' : 'unreadable', text: '' };
  return { status: 'read', text };
}

export const fileTextNotice = (read: FileText | undefined) => (read && read.status !== 'read' ? FILE_TEXT_NOTICES[read.status] : undefined);

/** Keeps the text read from an upload beside it. */
export const keepFileText = (ctx: AppContext, storageKey: string, read: FileText) =>
  ctx.storage.put(fileTextKey(storageKey), Buffer.from(JSON.stringify(read)));

/** The text kept beside an upload, if any. */
export async function keptFileText(ctx: AppContext, storageKey: string): Promise<FileText | undefined> {
  const raw = await ctx.storage.get(fileTextKey(storageKey));
  return raw ? (JSON.parse(raw.toString('utf8')) as FileText) : undefined;
}
