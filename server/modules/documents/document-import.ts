import type { AppContext } from '../../lib/context';
import { badRequest, tooMany } from '../../lib/errors';
import { checkUpload } from '../uploads/file-check';
import type { ImportKind } from './document-parse';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './import-limits';
import { parseInPool } from './import-pool';

export const IMPORT_TYPES_MESSAGE = 'Upload a .txt, .md, .docx or .doc file.';

const KINDS = new Set<string>(['docx', 'doc', 'md', 'txt']);
const isImportKind = (ext: string): ext is ImportKind => KINDS.has(ext);

/**
 * A user's .txt, .md, .docx or .doc file as editor HTML and a title: its type checked by content,
 * counted against the user's import limit, then parsed off the request thread.
 */
export async function importDocument(ctx: AppContext, userId: string, file: { data: Buffer; filename: string; mimetype: string }) {
  const checked = await checkUpload(file.data, file.filename, file.mimetype);
  if (!isImportKind(checked.ext)) throw badRequest(`This file cannot be imported. ${IMPORT_TYPES_MESSAGE}`, 'wrong_type');
  const full = await ctx.rates.consume({ key: `import:${userId}`, ...IMPORT_LIMITS.perUser });
  if (full) throw tooMany(IMPORT_MESSAGES.tooMany);
  return parseInPool(checked.data, checked.ext);
}
