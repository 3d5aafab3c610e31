import type { Piscina } from 'piscina';
import { AppError, tooMany } from '../../lib/errors';
import type { ImportKind, ParsedDocument } from './document-parse';
import { EXPORT_MESSAGES, IMPORT_LIMITS, IMPORT_MESSAGES } from './import-limits';
import type { ExportTask, ImportResult, ImportTask } from './import-worker';

/** The bundle ships import-worker.mjs beside main.mjs; from sources, a loader compiles the TypeScript. */
const workerFile = import.meta.url.endsWith('.ts')
  ? new URL('./import-worker.dev.mjs', import.meta.url)
  : new URL('./import-worker.mjs', import.meta.url);

let pool: Piscina<ImportTask | ExportTask, ImportResult> | null = null;

/** The threads, and piscina itself, are started by the first import. */
async function importPool() {
  const { Piscina } = await import('piscina');
  pool ??= new Piscina<ImportTask | ExportTask, ImportResult>({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: IMPORT_LIMITS.threads,
    maxQueue: IMPORT_LIMITS.queue,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: IMPORT_LIMITS.workerHeapMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 },
  });
  return pool;
}

/** Stops the import threads (on app close); the next import starts them again. */
export async function closeImportPool() {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}

const isOutOfMemory = (err: unknown) => (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * Runs a task in a worker thread with its own heap limit and a deadline: a file that needs more is
 * stopped (its thread ends) and answered 413, and no other request waits on it.
 */
async function runInPool(
  task: ImportTask | ExportTask,
  messages: typeof EXPORT_MESSAGES = IMPORT_MESSAGES,
): Promise<ImportResult & { ok: true }> {
  let result: ImportResult;
  try {
    result = await (await importPool()).run(task, { signal: AbortSignal.timeout(IMPORT_LIMITS.timeMs) });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw new AppError(413, 'too_slow', messages.tooSlow);
    if (isOutOfMemory(err)) throw new AppError(413, 'too_large', messages.tooHeavy);
    if ((err as Error).message === 'Task queue is at limit') throw tooMany(messages.busy);
    throw err;
  }
  if (!result.ok) throw new AppError(result.status, result.code, result.message);
  return result;
}

/** A file imported as editor HTML, parsed in a worker thread. */
export async function parseInPool(data: Buffer, kind: ImportKind): Promise<ParsedDocument> {
  const result = await runInPool({ data: new Uint8Array(data), kind });
  if (!('document' in result)) throw new Error('import worker answered no document');
  return result.document;
}

/** A PDF's text layer, read in a worker thread so a long PDF never holds up other requests. */
export async function readPdfInPool(data: Buffer): Promise<string> {
  const result = await runInPool({ data: new Uint8Array(data), kind: 'pdf' });
  if (!('text' in result)) throw new Error('import worker answered no text');
  return result.text;
}

/**
 * A document exported in a worker thread, as a PDF or Confluence XHTML: reading a 50-page document
 * with the editor's schema and drawing it takes about a second, which no other request waits for.
 */
export async function exportInPool(format: ExportTask['format'], title: string, html: string): Promise<Buffer> {
  const result = await runInPool({ kind: 'export', format, title, html }, EXPORT_MESSAGES);
  if (!('file' in result)) throw new Error('import worker answered no file');
  return Buffer.from(result.file.buffer, result.file.byteOffset, result.file.byteLength);
}
