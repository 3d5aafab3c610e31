import { diffLines, diffWords } from 'diff';

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

const partsOf = (changes: { value: string; added?: boolean; removed?: boolean }[]): DiffPart[] =>
  changes.map((part) => ({ text: part.value, kind: part.added ? 'added' : part.removed ? 'removed' : 'same' }));

/**
 * What changed from `before` to `after`, word by word (insertions and deletions). Paragraphs are
 * compared first and only the changed ones word by word, so a long document stays fast.
 */
export function diffTexts(before: string, after: string): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed && added) out.push(...partsOf(diffWords(removed, added)));
    else if (removed) out.push({ text: removed, kind: 'removed' });
    else if (added) out.push({ text: added, kind: 'added' });
    removed = '';
    added = '';
  };
  for (const part of diffLines(before, after)) {
    if (part.removed) removed += part.value;
    else if (part.added) added += part.value;
    else {
      flush();
      out.push({ text: part.value, kind: 'same' });
    }
  }
  flush();
  return out;
}
