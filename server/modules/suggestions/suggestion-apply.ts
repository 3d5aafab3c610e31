import type { SuggestionOperation } from '../../../common/versions';

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .trim();
const sameHeading = (a: string, b: string) =>
  a
    .replace(/^#+\s*/, '')
    .trim()
    .toLowerCase() ===
  b
    .replace(/^#+\s*/, '')
    .trim()
    .toLowerCase();

/** Suggested text as editor HTML: lines become paragraphs, runs of lines starting "- " a bullet list. */
export function textToHtml(text: string): string {
  const out: string[] = [];
  let items: string[] = [];
  const close = () => {
    if (items.length) out.push(`<ul>${items.map((i) => `<li><p>${escapeHtml(i)}</p></li>`).join('')}</ul>`);
    items = [];
  };
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    if (/^[-*]\s+/.test(line)) items.push(line.replace(/^[-*]\s+/, ''));
    else {
      close();
      out.push(`<p>${escapeHtml(line)}</p>`);
    }
  }
  close();
  return out.join('');
}

type Heading = { level: number; text: string; start: number; end: number };
function headings(html: string): Heading[] {
  return [...html.matchAll(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({
    level: Number(m[1]),
    text: textOf(m[2] ?? ''),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * The document's HTML with the edit applied, or null when the edit no longer fits (its passage or
 * heading is gone, or the section it adds exists already): a stale suggestion is never applied blindly.
 */
export function applyOperation(html: string, op: SuggestionOperation): string | null {
  if (op.kind === 'replace') {
    const needle = escapeHtml(op.find);
    const at = html.indexOf(needle);
    if (at < 0) return null;
    return html.slice(0, at) + escapeHtml(op.replace) + html.slice(at + needle.length);
  }
  const all = headings(html);
  if (op.kind === 'add_section') {
    if (all.some((h) => sameHeading(h.text, op.heading))) return null;
    return `${html}<h2>${escapeHtml(op.heading)}</h2>${textToHtml(op.text)}`;
  }
  const index = all.findIndex((h) => sameHeading(h.text, op.heading));
  const heading = all[index];
  if (!heading) return null;
  // Under the heading, at the end of its section: before the next heading of the same or a higher level.
  const next = all.slice(index + 1).find((h) => h.level <= heading.level);
  const at = next ? next.start : html.length;
  return html.slice(0, at) + textToHtml(op.text) + html.slice(at);
}

/** Whether the edit still fits the document. */
export const stillFits = (html: string, op: SuggestionOperation) => applyOperation(html, op) !== null;
