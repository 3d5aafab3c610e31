import { AppError } from '../../lib/errors';
import { pdfText } from '../uploads/pdf-text';
import { parseDocument, type ImportKind, type ParsedDocument } from './document-parse';

/** A file to import as editor HTML, or (`pdf`) a PDF whose text layer is read. */
export type ImportTask = { data: Uint8Array; kind: ImportKind | 'pdf' };
export type ImportResult =
  { ok: true; document: ParsedDocument } | { ok: true; text: string } | { ok: false; status: number; code: string; message: string };

/**
 * The import worker (a thread of the import pool): parses one file, or reads a PDF's text. Errors
 * cross the thread as data, since an AppError would arrive as a plain Error.
 */
export default async function parseInWorker({ data, kind }: ImportTask): Promise<ImportResult> {
  const file = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  try {
    if (kind === 'pdf') return { ok: true, text: await pdfText(file) };
    return { ok: true, document: await parseDocument(file, kind) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, status: err.status, code: err.code, message: err.message };
    throw err;
  }
}
