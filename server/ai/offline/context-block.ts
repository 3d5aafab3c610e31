/**
 * Chat messages may start with a context block of the document's memories, one 'key: value' line each
 * (e.g. "product_name: Pulse"), before the user's own words. This separates the two.
 */

const CONTEXT_LINE = /^\s*([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\s*:[ \t]*(.*?)\s*$/;
const CONTEXT_HEADER = /^\s*(?:\[?(?:context|memories|known facts)\]?\s*:?|-{3,})\s*$/i;

type SplitMessage = { facts: Map<string, string>; text: string };

export function splitContext(content: string): SplitMessage {
  const lines = content.split(/\r?\n/);
  const facts = new Map<string, string>();
  let i = 0;
  for (; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const match = CONTEXT_LINE.exec(line);
    if (match?.[1]) {
      if (match[2]) facts.set(match[1], match[2]);
    } else if (line.trim() !== '' && !CONTEXT_HEADER.test(line)) break;
  }
  return { facts, text: lines.slice(i).join('\n').trim() };
}
