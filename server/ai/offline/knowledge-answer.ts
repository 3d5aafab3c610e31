import type { KnowledgePassage, ReplyInput } from '../types';

/** Words too common to say a passage is about the question. */
const COMMON = new Set(
  'about after again also because been before being between both could does doing during each from have having here into itself just more most other over same should some such than that their them then there these they this those through under until very what when where which while whom will with would your yours our ours can how why who the and for are but not you all any was were has had did its tell give show know says said much many need want'.split(
    ' ',
  ),
);

/** A word's stem, enough to match "prices" with "price" and "pricing": its first five letters. */
const stem = (word: string) => word.slice(0, 5);

const termsOf = (text: string) =>
  new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => (w.length > 2 || /\d/.test(w)) && !COMMON.has(w)).map(stem));

/** How many of the question's terms a piece of text holds. */
const hits = (terms: Set<string>, text: string) => {
  const own = termsOf(text);
  let n = 0;
  for (const t of terms) if (own.has(t)) n++;
  return n;
};

/** A line that only names what follows (a heading a PDF's text layer left in the passage): a few words, no full stop. */
const isHeadingLine = (line: string) => !/[.!?:;]$/.test(line) && (line.match(/\S+/g) ?? []).length <= 5;

/**
 * The sentences of a passage that answer the question, in order: those that carry the most of its
 * terms (or one fewer, when the best carries three or more), at most `most`. A heading line is not
 * quoted as a sentence.
 */
function relevantSentences(terms: Set<string>, text: string, most = 2): string {
  const lines = text.split(/\n+/).map((l) => l.trim());
  const sentences = lines
    .filter((line) => line && !isHeadingLine(line))
    .flatMap((line) => line.replace(/\s+/g, ' ').match(/[^.!?]+(?:[.!?]+|$)/g) ?? [line]);
  const scored = sentences.map((s, i) => ({ s: s.trim(), i, n: hits(terms, s) })).filter((x) => x.n > 0 && x.s);
  const top = Math.max(0, ...scored.map((x) => x.n));
  const enough = top >= 3 ? top - 1 : top;
  return scored
    .filter((x) => x.n >= enough)
    .slice(0, most)
    .map((x) => x.s)
    .join(' ');
}

/**
 * The passages that answer the question well enough to quote: holding at least two of its terms (or
 * its only one), best first, at most two.
 */
function answering(question: string, passages: KnowledgePassage[]) {
  const terms = termsOf(question);
  if (terms.size === 0) return { terms, passages: [] };
  const need = Math.min(2, terms.size);
  const good = passages
    .map((p) => ({ p, n: hits(terms, `${p.heading} ${p.text}`) }))
    .filter((x) => x.n >= need)
    .sort((a, b) => b.n - a.n || a.p.number - b.p.number)
    .slice(0, 2)
    .map((x) => x.p);
  return { terms, passages: good };
}

/**
 * The offline answer to a question the product's files and documents answer: the sentences of the
 * best passages that carry the question's words, each named by its source ("From Pricing.pdf: …").
 * Undefined when no passage answers it well enough, so the coach answers as before.
 */
export function knowledgeReply(input: ReplyInput): string | undefined {
  const question = input.messages.findLast((turn) => turn.role === 'user')?.content ?? '';
  if (!input.knowledge?.length || !question.trim()) return undefined;
  const { terms, passages } = answering(question, input.knowledge);
  if (passages.length === 0) return undefined;
  const lines = passages.map((p) => {
    const quote = relevantSentences(terms, p.text) || p.text.slice(0, 400);
    return `From **${p.source}**${p.heading ? ` (${p.heading})` : ''}: “${quote}”`;
  });
  return ["Here is what your product's files say:", '', ...lines.flatMap((line) => [line, ''])].join('\n').trim();
}
