import { z } from 'zod';

/**
 * Characters no text field may hold: C0 control characters other than tab, line feed and carriage
 * return (NUL above all, which PostgreSQL cannot store), DEL, and unpaired UTF-16 surrogates.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'g');

export const hasForbiddenCharacters = (value: string) => FORBIDDEN.test(value);

/** The text without forbidden characters: for names of uploaded files and pasted rich text. */
export const withoutForbiddenCharacters = (value: string) => value.replace(FORBIDDEN_ALL, '');

/**
 * Every text field and path parameter of the API starts here: a string, refused (400 naming the
 * field) when it holds a character no text may hold.
 */
export const textField = (field: string, typeMessage = `${field} must be text`) =>
  z
    .string({ error: typeMessage })
    .refine((value) => !hasForbiddenCharacters(value), `${field} must not contain control characters (such as NUL)`);

/**
 * An id in a path or a body. Ids are UUIDs, compared in one form: lower case. Anything else names
 * no row and answers 404 like a missing one.
 */
export const idSchema = (field = 'id') => textField(field).trim().toLowerCase();

export const idParams = z.object({ id: idSchema() });
