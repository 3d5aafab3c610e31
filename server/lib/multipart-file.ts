import type { FastifyRequest } from 'fastify';
import { withoutForbiddenCharacters } from '../../common/text';
import { AppError, badRequest } from './errors';

export type FilePart = { data: Buffer; filename: string; mimetype: string; fields: Record<string, string> };

const MULTIPART_LIMITS: Record<string, string> = {
  FST_PARTS_LIMIT: 'The form has too many parts: send one file.',
  FST_FILES_LIMIT: 'Send one file at a time.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
};

/** What went wrong reading a form, as an answer the user can act on (never a 500). */
function formError(err: unknown, field: string, tooBig: string): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'too_large', tooBig);
  if (Object.hasOwn(MULTIPART_LIMITS, code)) return new AppError(413, 'too_large', MULTIPART_LIMITS[code] as string);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(415, 'not_multipart', `${field}: send the file as multipart/form-data`);
  }
  return badRequest(`${field}: the upload could not be read (the form data is malformed or cut short)`, 'invalid_form');
}

/**
 * The one file of a multipart form, read whole up to `maxBytes`: a missing field answers 400, a
 * larger file 413 with `tooBig` (naming this route's limit), a broken form 400.
 */
export async function readFilePart(request: FastifyRequest, field: string, maxBytes: number, tooBig: string): Promise<FilePart> {
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (!part || part.fieldname !== field) throw badRequest(`${field}: attach the file in the form field "${field}"`);
    const data = await part.toBuffer();
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      if (value && !Array.isArray(value) && value.type === 'field') fields[name] = withoutForbiddenCharacters(String(value.value));
    }
    return { data, filename: withoutForbiddenCharacters(part.filename ?? ''), mimetype: part.mimetype, fields };
  } catch (err) {
    throw formError(err, field, tooBig);
  }
}
