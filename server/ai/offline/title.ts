/** A short chat title from the first message: its key phrase, without greetings, filler or Markdown. */

export const TITLE_MAX = 60;
const FALLBACK = 'New Chat';

const GREETING =
  /^(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening)|dear)\b(?:[\s,!.:;-]+(?:there|team|northstar|all|everyone|folks)\b)?[\s,!.:;-]*/i;

/** Leading filler, stripped repeatedly: "So, can you please help me to build ..." → "build ...". */
const FILLER: readonly RegExp[] = [
  /^(?:please|pls|kindly|so|ok(?:ay)?|well|um+|uh+|quick question)\b[\s,:;-]*/i,
  /^(?:can|could|would|will) you(?: please)?(?: help(?: me)?(?: (?:to|with|on))?)?\b\s*/i,
  /^(?:i(?:'d| would) like|i want|i wanna|i need|we want|we need|we(?:'d| would) like|i(?:'m| am) looking|we(?:'re| are) looking|i(?:'m| am) trying|we(?:'re| are) trying|i(?:'m| am) hoping)(?: to| for)?\b\s*/i,
  /^(?:help me|help us)(?: to| with| on)?\b\s*/i,
  /^(?:let's|let us)\b\s*/i,
  /^(?:i(?:'m| am)|we(?:'re| are)) (?:working on|building|thinking about|planning|exploring|writing)\b\s*/i,
  /^(?:some )?help (?:with|on)\b\s*/i,
  /^how (?:do|should|can|could|would) (?:i|we)\b\s*/i,
  /^what(?:'s| is) the best way to\b\s*/i,
  /^(?:build|create|make|write|draft|develop|put together|come up with|think through|work on|brainstorm|figure out|get)\b\s*/i,
  /^(?:a|an|the|my|our|this|some)\s+/i,
];

const TRAILING_FILLER = /[\s,]+(?:please|pls|for me|thanks|thank you|thx)\s*$/i;
const DANGLING = /\s+(?:and|or|for|with|to|of|the|a|an|in|on|at|by|from|that|which|my|our|about|into|as|is|are|but)$/i;

/** Removes Markdown, images, links' URLs and bare URLs, keeping the words. */
function plainText(text: string): string {
  return text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~]+/g, '');
}

function stripLeading(text: string): string {
  let out = text.replace(GREETING, '');
  for (let changed = true; changed;) {
    changed = false;
    for (const pattern of FILLER) {
      const next = out.replace(pattern, '');
      if (next !== out) {
        out = next;
        changed = true;
      }
    }
  }
  return out;
}

/** The first sentence, cut before a trailing clause (", ...", "that ...", "so that ...") when enough is left. */
function keyPhrase(text: string): string {
  const sentence = text.split(/[.!?]+(?:\s|$)|\n/)[0] ?? '';
  const clause = sentence.split(/,\s|\s(?:so that|because|since|that|which|who)\s/i)[0] ?? sentence;
  return clause.split(/\s+/).length >= 2 ? clause : sentence;
}

function fit(text: string): string {
  let out = text;
  if (out.length > TITLE_MAX) {
    const cut = out.slice(0, TITLE_MAX + 1);
    const space = cut.lastIndexOf(' ');
    out = space > 0 ? cut.slice(0, space) : cut.slice(0, TITLE_MAX);
  }
  for (let prev = ''; prev !== out;) {
    prev = out;
    out = out
      .replace(TRAILING_FILLER, '')
      .replace(/[\s.,;:!?'"“”‘’()\-–—/&]+$/, '')
      .replace(DANGLING, '');
  }
  return out;
}

export function titleFrom(content: string): string {
  const lines = plainText(content)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
  for (const line of lines) {
    const phrase = fit(keyPhrase(stripLeading(line).replace(/^[\s,.:;!?-]+/, '')).trim());
    if (/[\p{L}\p{N}]/u.test(phrase)) return phrase.charAt(0).toUpperCase() + phrase.slice(1);
  }
  return FALLBACK;
}
