import type { CommentAnchor } from '@common/comments';

/** How much text either side of a passage its anchor keeps, to tell apart the places the same words occur. */
export const CONTEXT_CHARS = 32;

export type Range = { from: number; to: number };

/** The anchor of the passage `from`..`to` of `text`: the quote, a little context either side, and where it was. */
export function anchorOf(text: string, { from, to }: Range): CommentAnchor {
  return {
    quote: text.slice(from, to),
    prefix: text.slice(Math.max(0, from - CONTEXT_CHARS), from),
    suffix: text.slice(to, to + CONTEXT_CHARS),
    from,
    to,
  };
}

function occurrences(text: string, quote: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(quote); at >= 0; at = text.indexOf(quote, at + 1)) found.push(at);
  return found;
}

/** How many characters of the context still stand next to the occurrence at `at` (the closest ones first). */
function contextScore(text: string, at: number, anchor: CommentAnchor): number {
  const { prefix, suffix, quote } = anchor;
  let before = 0;
  while (before < prefix.length && text[at - 1 - before] === prefix[prefix.length - 1 - before]) before++;
  let after = 0;
  while (after < suffix.length && text[at + quote.length + after] === suffix[after]) after++;
  return before + after;
}

/**
 * Where the commented passage is in `text` now, as the W3C TextQuoteSelector finds it: the quote with
 * its whole context; else the quote alone, where most of its context still stands; ties go to the
 * occurrence closest to where the passage was. Null when the quote is nowhere: the passage was
 * removed or changed, and the comment is an orphan.
 */
export function locate(text: string, anchor: CommentAnchor): Range | null {
  if (!anchor.quote) return null;
  const found = occurrences(text, anchor.quote);
  if (found.length === 0) return null;
  const whole = anchor.prefix.length + anchor.suffix.length;
  const hint = anchor.from ?? 0;
  const ranked = found
    .map((at) => ({ at, score: contextScore(text, at, anchor) }))
    .sort(
      (a, b) => Number(b.score === whole) - Number(a.score === whole) || b.score - a.score || Math.abs(a.at - hint) - Math.abs(b.at - hint),
    );
  const best = ranked[0]?.at ?? 0;
  return { from: best, to: best + anchor.quote.length };
}
