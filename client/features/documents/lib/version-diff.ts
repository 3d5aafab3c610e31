import { diffWords } from 'diff';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Editor HTML as plain text, one block a line, for comparing versions word by word. */
export function htmlToPlain(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type DiffPart = { text: string; kind: 'same' | 'added' | 'removed' };

/** What changed from `before` to `after`, word by word (insertions and deletions). */
export function diffTexts(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((part) => ({
    text: part.value,
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}
