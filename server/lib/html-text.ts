const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');

/** A cell's text on one line, with the pipes it contains escaped. */
const cellText = (html: string) =>
  decode(
    html
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<\/(p|li)>/gi, ' ')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim()
    .replaceAll('|', '\\|');

/**
 * A table as a Markdown pipe table: the first row is the header row (the editor writes its header
 * cells there), then the separator, then every other row; short rows are padded to the widest.
 */
export function tableToMarkdown(tableHtml: string): string {
  const rows = [...tableHtml.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/gi)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t([hd])[^>]*>([\s\S]*?)<\/t\1>/gi)].map((cell) => cellText(cell[2] ?? '')),
  );
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((r) => r.length), 1);
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  const [header = [], ...body] = rows;
  return [line(header), `|${' --- |'.repeat(width)}`, ...body.map(line)].join('\n');
}

/** Editor HTML as Markdown-like plain text: headings keep their '#', list items their '-', tables their pipes and header row. */
export function htmlToText(html: string): string {
  return decode(
    html
      .replace(
        /<table[^>]*>[\s\S]*?<\/table>/gi,
        (table) => `\n${tableToMarkdown(table).replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c)}\n\n`,
      )
      .replace(/<h([1-6])[^>]*>/gi, (_, level: string) => `\n${'#'.repeat(Number(level))} `)
      .replace(/<li[^>]*>/gi, '\n- ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[1-6]|li|blockquote|pre|ul|ol)>/gi, '\n')
      .replace(/<hr[^>]*>/gi, '\n---\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
