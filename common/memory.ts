import type { MemoryKey } from './constants';

export type ExtractedMemory = { key: MemoryKey; value: string; importance: number };
type Fact = { key: string; value: string; importance: number };

/**
 * A chat message is the user's text prefixed by a context block of the document's memories:
 * one 'key: value' line each, most important first, then a blank line.
 */
export function withContextBlock(text: string, memories: Fact[]): string {
  if (memories.length === 0) return text;
  const lines = [...memories]
    .sort((a, b) => b.importance - a.importance || a.key.localeCompare(b.key))
    .map((m) => `${m.key}: ${m.value.replace(/\s+/g, ' ').trim()}`);
  return `${lines.join('\n')}\n\n${text}`;
}

const CONTEXT_LINE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+: .*$/;

/** The user's own words and the context block they were sent with. */
export function splitContextBlock(content: string): { context: string[]; text: string } {
  const lines = content.split('\n');
  let i = 0;
  while (i < lines.length && CONTEXT_LINE.test(lines[i] ?? '')) i += 1;
  if (i === 0 || lines[i] !== '' || i === lines.length - 1) return { context: [], text: content };
  return { context: lines.slice(0, i), text: lines.slice(i + 1).join('\n') };
}
