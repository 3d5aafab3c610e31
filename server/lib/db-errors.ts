import { AppError, badRequest } from './errors';

type PgError = { code?: string; constraint?: string; cause?: unknown };

/** Unique constraints a user can run into, and what to tell them. */
const DUPLICATES: Record<string, string> = {
  template_sections_name_unique: 'A section with this name already exists',
  templates_section_title_idx: 'A template with this title already exists in this section',
  product_facts_product_key_idx: 'This product already has a fact with this key: change that one instead',
  share_links_live_document_idx: 'A link was made at the same moment: open Share again to see it',
  share_links_live_design_idx: 'A link was made at the same moment: open Share again to see it',
};

/** The database's own error, whether drizzle wrapped it (as `cause`) or not. */
function databaseError(err: unknown): PgError | null {
  for (let e = err as PgError | undefined, i = 0; e && i < 3; e = e.cause as PgError | undefined, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return null;
}

/**
 * The one mapping of database refusals to answers: a unique violation is 409 wherever it happens, a
 * vanished reference 409, a value the database cannot hold 400. Anything else stays a 500.
 */
export function fromDatabaseError(err: unknown): AppError | null {
  const db = databaseError(err);
  if (!db?.code) return null;
  if (db.code === '23505') {
    const known = db.constraint && Object.hasOwn(DUPLICATES, db.constraint) ? DUPLICATES[db.constraint] : undefined;
    return new AppError(409, 'duplicate', known ?? 'This already exists');
  }
  if (db.code === '23503') return new AppError(409, 'conflict', 'This refers to something that no longer exists');
  // Class 22, data exceptions: a value the database cannot store or compare (a malformed id, a NUL byte).
  if (db.code.startsWith('22')) return badRequest('A value in the request is not valid', 'invalid_input');
  return null;
}
