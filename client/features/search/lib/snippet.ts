import type { SearchResult } from '@common/search';
import { paths } from '@/lib/paths';

export type SnippetPart = { text: string; marked: boolean };

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * A snippet from the server (escaped text with `<mark>` around the matched words) as plain parts,
 * so it is shown as text, never as HTML.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  return snippet
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('<mark>') ? { text: decode(part.slice(6, -7)), marked: true } : { text: decode(part), marked: false }));
}

/** Where a result opens. */
export function resultPath(result: Pick<SearchResult, 'type' | 'id'>): string {
  switch (result.type) {
    case 'chat':
      return paths.chat(result.id);
    case 'document':
      return paths.document(result.id);
    case 'design':
      return paths.design(result.id);
    case 'template':
      return paths.templates;
  }
}
