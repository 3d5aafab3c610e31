/** A new document's title, until its text gives it one. */
export const DEFAULT_DOCUMENT_TITLE = 'New Document';
/** A title taken from the first line keeps at most 50 characters, then an ellipsis. */
export const TITLE_FROM_TEXT_CHARS = 50;

/**
 * The title a document gets from its text: the first non-blank line, with runs of white space
 * made single, cut at 50 characters (never inside a character made of two code units) plus '...';
 * 'New Document' when there is no text.
 */
export function titleFromText(text: string): string {
  const line = text
    .split(/\r\n|\r|\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .find(Boolean);
  if (!line) return DEFAULT_DOCUMENT_TITLE;
  const chars = Array.from(line);
  if (chars.length <= TITLE_FROM_TEXT_CHARS) return line;
  return `${chars.slice(0, TITLE_FROM_TEXT_CHARS).join('').trimEnd()}...`;
}
