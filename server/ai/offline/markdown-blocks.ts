/** Joins Markdown blocks with blank lines, skipping empty ones; an array block is joined line by line (lists, tables). */
export function blocks(...parts: (string | string[])[]): string {
  return parts
    .map((part) => (Array.isArray(part) ? part.join('\n') : part))
    .filter((part) => part.trim() !== '')
    .join('\n\n');
}
