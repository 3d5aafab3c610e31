/** Joins Markdown blocks with blank lines; a block given as an array is joined line by line (lists, tables). */
export function blocks(...parts: (string | string[])[]): string {
  return parts.map((part) => (Array.isArray(part) ? part.join('\n') : part)).join('\n\n');
}
