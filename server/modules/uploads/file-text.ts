import { FILE_TEXT_NOTICES } from '../../../common/uploads';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { htmlToText } from '../../lib/html-text';
import type { ImportKind } from '../documents/document-parse';
import { parseInPool, readPdfInPool } from '../documents/import-pool';
import type { CheckedFile } from './file-check';
import { MAX_TEXT_CHARS } from './pdf-text';

/** What the AI can read of an uploaded file: its text, or why there is none. */
export type FileText = { status: 'read' | 'scanned' | 'unreadable'; text: string };

/** Where the text read from a stored upload is kept, beside it. */
export const fileTextKey = (storageKey: string) => `text-${storageKey.replace(/\.[a-z0-9]+$/, '')}.json`;

/** The text of a document upload as it comes: a PDF's text layer, a Word file's, a text file's own. */
async function documentText(file: CheckedFile): Promise<string> {
  if (file.ext === 'pdf') return readPdfInPool(file.data);
  if (file.ext === 'docx' || file.ext === 'doc') return htmlToText((await parseInPool(file.data, file.ext as ImportKind)).html);
  return file.data.toString('utf8');
}

/**
 * The text of a document upload: a PDF's text layer and a Word file read in the import workers (tables
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
