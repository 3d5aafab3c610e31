import { AppError } from '../../lib/errors';
import { pdfText } from '../uploads/pdf-text';
import { parseDocument, type ImportKind, type ParsedDocument } from './document-parse';

/** A file to import as editor HTML, or (`pdf`) a PDF whose text layer is read. */
export type ImportTask = { data: Uint8Array; kind: ImportKind | 'pdf' };
/** A document's saved HTML to write as a PDF or in Confluence's storage format. */
export type ExportTask = { kind: 'export'; format: 'pdf' | 'confluence'; title: string; html: string };
export type ImportResult =
  | { ok: true; document: ParsedDocument }
  | { ok: true; text: string }
  | { ok: true; file: Uint8Array }
  | { ok: false; status: number; code: string; message: string };

/** A document exported: the editor's schema reads its HTML, then it is drawn as a PDF or written as Confluence XHTML. */
async function exportFile({ format, title, html }: ExportTask): Promise<ImportResult> {
  const { htmlToNode } = await import('../collab/collab-html');
  const doc = htmlToNode(html);
  if (format === 'confluence') {
    const { documentToConfluence } = await import('./export-confluence');
    return { ok: true, file: new TextEncoder().encode(documentToConfluence(doc)) };
  }
  const { documentToPdf } = await import('./export-pdf');
  return { ok: true, file: new Uint8Array(await documentToPdf(title, doc)) };
}

/**
 * The import worker (a thread of the import pool): parses one file, reads a PDF's text, or exports a
 * document as a PDF or Confluence XHTML. Errors
 * cross the thread as data, since an AppError would arrive as a plain Error.
 */
export default async function parseInWorker(task: ImportTask | ExportTask): Promise<ImportResult> {
  if (task.kind === 'export') return exportFile(task);
  const { data, kind } = task;
  const file = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  try {
    if (kind === 'pdf') return { ok: true, text: await pdfText(file) };
    return { ok: true, document: await parseDocument(file, kind) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, status: err.status, code: err.code, message: err.message };
    throw err;
  }
}
