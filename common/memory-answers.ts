/** Short memory values for questionnaire answers, so replies can place them in a sentence. */
import { extractMemories } from './memory';

const PRONOUN = /^(?:this|that|it|there|here|what|which|who|i|we|they|our|my|the|a|an|your|its)$/i;

const FILLER =
  /^(?:well|so|ok(?:ay)?|i think|i'd say|i guess|probably|mainly|mostly|basically|honestly|right now|currently|today|at the moment)\b[,:]?\s*/i;
const SHORT_CHARS = 160;

/** The answer's first sentence without filler, cut at a clause boundary near SHORT_CHARS. */
function firstClause(answer: string): string {
  let text = answer.replace(/\s+/g, ' ').trim();
  text = (text.split(/(?<=[.!?]["”’']?)\s+(?=[A-Z0-9"“])|;\s|\s[—–]\s/)[0] ?? text).replace(/[.!?]+$/, '');
  text =
    text.split(/,\s+(?=(?:about|around|roughly|nearly|almost|over|some|and|with|so)?\s*(?:\d|one in\b|half\b|a third\b|a quarter\b))/)[0] ??
    text;
  if (/^["“].*["”]$/.test(text)) text = `“${text.slice(1, -1).replace(/[.!?]+$/, '')}”`;
  for (let prev = ''; prev !== text;) {
    prev = text;
    text = text.replace(FILLER, '');
  }
  if (text.length <= SHORT_CHARS) return text;
  const cut = text.slice(0, SHORT_CHARS);
  const clause = Math.max(cut.lastIndexOf('; '), cut.lastIndexOf(', '), cut.lastIndexOf(' — '), cut.lastIndexOf(' - '));
  return (clause > 40 ? cut.slice(0, clause) : cut.slice(0, cut.lastIndexOf(' '))).trim();
}

const NAMED = /\b(?:it(?:'s| is) called|we call it|it(?:'s| is) named|called|named)\s+["“']?([A-Z0-9][\w.&'-]*(?: [A-Z0-9][\w.&'-]*){0,3})/;
const LEADING_NAME =
  /^["“']?([A-Z0-9][\w.&'’-]*(?: (?:[A-Z0-9][\w.&'’-]*|for|of|&)){0,3})["”']?(?=\s*(?:[,:;(–—-]|\s(?:is|helps|lets|—|-)\s|'s\s|’s\s|$)|\s[a-z])/;

/**
 * The short value remembered for a questionnaire answer, so replies can place it in a sentence:
 * the name for product_name ("Ledgerly, an invoicing app for freelancers" gives "Ledgerly"), the
 * first sentence without filler for the others.
 */
export function answerValue(key: string, answer: string): string {
  const text = answer.replace(/\s+/g, ' ').trim();
  if (key === 'product_name') {
    const stated = extractMemories(text).find((m) => m.key === 'product_name')?.value;
    const inner = /\s(?:in|of|for|on)\s+([A-Z][\w.&'-]*(?: [A-Z][\w.&'-]*){0,2})/.exec(text)?.[1];
    const name = NAMED.exec(text)?.[1] ?? LEADING_NAME.exec(text)?.[1] ?? stated ?? inner;
    if (name && !PRONOUN.test(name.split(' ')[0] ?? '')) return name.replace(/['’]s$/, '');
  }
  return firstClause(text) || text.slice(0, SHORT_CHARS);
}
