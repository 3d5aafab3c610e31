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

/** The terms of the names a text holds: words capitalised inside a sentence or after a title ("Dr. Okafor", "the NHS Spine"). */
const namesOf = (text: string) =>
  new Set(
    (text.match(/(?<=(?:[\p{L}\p{N},;:)]|\b(?:Capt|Col|Dr|Gen|Lt|Mr|Mrs|Ms|Prof|Rev|Sgt|Sr|St)\.) )\p{Lu}[\p{L}\p{N}]+/gu) ?? []).map((w) =>
      stem(w.toLowerCase()),
    ),
  );

/** How many of the question's terms a piece of text holds; a name counts twice, as it says what the text is about. */
const hits = (terms: Set<string>, text: string) => {
  const own = termsOf(text);
  const names = namesOf(text);
  let n = 0;
  for (const t of terms) if (own.has(t)) n += names.has(t) ? 2 : 1;
  return n;
};

/** Pieces ending in a title or an abbreviation ("Dr.", "e.g.", "vs.", an initial) run on into the next. */
const ABBREVIATION = /(?:\b(?:Capt|Col|Dr|Gen|Lt|Mr|Mrs|Ms|Prof|Rev|Sgt|Sr|St|vs|etc|approx|e\.g|i\.e)|\b\p{Lu})\.$/u;

/** A line's sentences, a title or abbreviation not taken for a full stop. */
function sentencesOf(line: string): string[] {
  const out: string[] = [];
  for (const piece of line.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [line]) {
    const last = out.length - 1;
    if (last >= 0 && ABBREVIATION.test(out[last]!.trim())) out[last] += piece;
    else out.push(piece);
  }
  return out;
}

/** A line that only names what follows (a heading a PDF's text layer left in the passage): a few words, no full stop. */
const isHeadingLine = (line: string) => !/[.!?:;]$/.test(line) && (line.match(/\S+/g) ?? []).length <= 5;

/**
 * The sentences of a passage that answer the question, in order: those that carry the most of its
 * terms (or one fewer, when the best carries three or more), at most `most`. A heading line is not
 * quoted as a sentence.
 */
function relevantSentences(terms: Set<string>, text: string, most = 2): string {
  const lines = text.split(/\n+/).map((l) => l.trim());
  const sentences = lines.filter((line) => line && !isHeadingLine(line)).flatMap((line) => sentencesOf(line.replace(/\s+/g, ' ')));
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
 * The passages that answer the question well enough to quote: holding at least two of its terms, or
 * one name (or its only term), best first, at most two. The product's own name is in most of its
 * files, so it says nothing of which passage answers.
 */
function answering(question: string, passages: KnowledgePassage[], productName = '', loose = false) {
  const named = termsOf(productName);
  const terms = new Set([...termsOf(question)].filter((t) => !named.has(t)));
  if (terms.size === 0) return { terms, passages: [] };
  const need = loose ? 1 : Math.min(2, terms.size);
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
 * Undefined when no passage answers it well enough. `closest` takes a passage holding one of the
 * question's words, and says it is only the closest the files come.
 */
export function knowledgeReply(input: ReplyInput, closest = false): string | undefined {
  const question = input.messages.findLast((turn) => turn.role === 'user')?.content ?? '';
  if (!input.knowledge?.length || !question.trim()) return undefined;
  const { terms, passages } = answering(question, input.knowledge, input.product?.name, closest);
  if (passages.length === 0) return undefined;
  const lines = passages.map((p) => {
    const quote = relevantSentences(terms, p.text) || p.text.slice(0, 400);
    return `From **${p.source}**${p.heading ? ` (${p.heading})` : ''}: “${quote}”`;
  });
  const lead = closest
    ? "Your product's files do not answer that in so many words; the closest they come:"
    : "Here is what your product's files say:";
  return [lead, '', ...lines.flatMap((line) => [line, ''])].join('\n').trim();
}

/** Advice or work asked for ("should we", "write", "prioritise"), not a fact to look up. */
const ASKS_ADVICE =
  /\b(?:should|could|would|shall)\s+(?:we|i|they)\b|\bworth it\b|\b(?:write|draft|give me|list|prioriti[sz]e|rank|estimate|size|calculate|work out|plan)\b/i;

/**
 * A question asking what the product's files say ("What does the Group plan cost?", "Who asked for
 * a waitlist?"): a question word first, and no numbers of its own for the coach to work with.
 */
export function asksForFact(question: string): boolean {
  const q = question.trim();
  return (
    /^(?:what|who|whom|whose|where|when|which|why|is|are|was|were|does|do|did|has|have|how (?:much|many|long|often)|tell me|remind me)\b/i.test(
      q,
    ) &&
    !/\d/.test(q) &&
    !ASKS_ADVICE.test(q)
  );
}
