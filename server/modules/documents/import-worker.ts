import { AppError } from '../../lib/errors';
import { parseDocument, type ImportKind, type ParsedDocument } from './document-parse';

export type ImportTask = { data: Uint8Array; kind: ImportKind };
export type ImportResult = { ok: true; document: ParsedDocument } | { ok: false; status: number; code: string; message: string };

/**
 * The import worker (a thread of the import pool): parses one file. Errors cross the thread as data,
 * since an AppError would arrive as a plain Error.
 */
export default async function parseInWorker({ data, kind }: ImportTask): Promise<ImportResult> {
  try {
    return { ok: true, document: await parseDocument(Buffer.from(data.buffer, data.byteOffset, data.byteLength), kind) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, status: err.status, code: err.code, message: err.message };
    throw err;
  }
}
