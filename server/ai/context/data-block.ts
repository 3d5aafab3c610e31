import { randomBytes } from 'node:crypto';

/** One part of the data block: its tag, an optional label (a file's name, a title), its text. */
export type DataPart = { tag: string; label?: string; text: string };

/** A delimiter no user text can guess or close: a fresh random name per request. */
export const newDelimiter = () => `user_data_${randomBytes(9).toString('hex')}`;

const label = (text: string) => text.replace(/["\n\r<>]/g, ' ').trim();

/**
 * The user's facts, answers, document and files in one block, opened and closed by the request's
 * delimiter. The delimiter is removed from the data itself, so nothing inside can end the block early.
 */
export function dataBlock(delimiter: string, parts: DataPart[]): string {
  const clean = (text: string) => text.replaceAll(delimiter, '');
  const body = parts
    .filter((p) => p.text.trim())
    .map((p) => {
      const open = p.label ? `<${p.tag} name="${label(clean(p.label))}">` : `<${p.tag}>`;
      return `${open}\n${clean(p.text).trim()}\n</${p.tag}>`;
    });
  return [`<${delimiter}>`, ...body, `</${delimiter}>`].join('\n');
}
