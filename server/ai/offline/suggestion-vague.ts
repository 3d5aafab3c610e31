/**
 * Whole-sentence rewrites of sentences with vague words, for suggested edits. A rewrite keeps every
 * word and number of the sentence it does not change, reads as plain English, and uses the
 * document's own figures where it has them; where it has none, it names the figure to set with an
 * example ("a set time, such as 2 seconds").
 */
import nlp from 'compromise';
import type { VagueHit } from './vague-language';

/**
 * A time the document states, such as "800 ms" or "45 seconds", in the sentence first, else anywhere;
 * `most` is the longest time that fits the word (a response is not a minute long).
 */
function statedTime(sentence: string, document: string, units: RegExp, most = Infinity): string | null {
  const pattern = new RegExp(String.raw`\b(?:under|within|below|less than|at most)\s+(\d+(?:\.\d+)?)\s?(${units.source})\b`, 'gi');
  const seconds = (value: number, unit: string) => (/^ms|milli/i.test(unit) ? value / 1000 : /^min/i.test(unit) ? value * 60 : value);
  for (const text of [sentence, document]) {
    for (const match of text.matchAll(pattern)) {
      const [, value = '', unit = ''] = match;
      if (seconds(Number(value), unit) <= most) return `${value} ${unit}`;
    }
  }
  return null;
}

/** The longest response time "fast" can stand for, in seconds. */
const RESPONSE_MAX_S = 10;
const FAST_UNITS = /ms|milliseconds?|s|secs?|seconds?/;
const TASK_UNITS = /minutes?|mins?|seconds?/;

/** What a definable vague word stands for, as a noun phrase or clause that follows "we mean". */
function meaning(word: string, sentence: string, document: string): string | null {
  switch (word) {
    case 'fast': {
      const time = statedTime(sentence, document, FAST_UNITS, RESPONSE_MAX_S);
      return `a response within ${time ?? 'a set time, such as 2 seconds,'} at the 95th percentile on a mid-range device`;
    }
    case 'easy': {
      const time = statedTime(sentence, document, TASK_UNITS);
      return `that a first-time user finishes the task without help in under ${time ?? 'a set time, such as 2 minutes'}`;
    }
    case 'intuitive':
      return 'that most first-time users, such as 8 in 10, find what they need without help within 30 seconds';
    case 'user-friendly':
      return 'that a set share of target users, such as 9 in 10, finish the core tasks without help in a usability test';
    case 'seamless':
      return 'that nobody signs in again or re-enters data on the way, and hand-off errors stay under a set rate, such as 0.5%';
    case 'robust':
      return 'that a set share of attempts succeed, such as 99.9%, and failures are retried without losing data';
    case 'simple':
      return 'that the task takes at most a set number of steps, such as 3, on one screen';
    case 'better':
      return 'a change we can measure in one named metric, from its value today to a target by a set date';
    case 'many':
      return 'a count we can check, such as how many accounts did this in the last 90 days';
    case 'some':
      return 'a share we can check, such as how many of them, out of how many, in the last 90 days';
    default:
      return null;
  }
}

/** "Fast" is a response time only where the sentence is about software responding. */
const ABOUT_RESPONSE =
  /\b(?:load\w*|respon\w*|open\w*|launch\w*|page|screen|apps?|wallet|tool|platform|service|ui|interface|editor|search\w*|sync\w*|render\w*|api|quer\w*|export\w*|import\w*|checkout|upload\w*|site|dashboard|system|calendar|flow|start\w*)\b/i;

/** Comparatives ("pay faster when reminded") describe a belief, not a promise to define. */
const COMPARATIVE = /^(?:faster|quicker|easier|simpler)$/i;
/** "too many", "how many", "many times", or a user story's wish: not an amount to count. */
const NOT_AN_AMOUNT = /\b(?:too|how|so|as)\s+(?:many|some)\b|\bmany times\b|^as an? [^,]{1,60}?,?\s+I\s+(?:want|need|would like)\b/i;
/** The sentence already gives the figure: a threshold with a unit. */
const HAS_FIGURE = /\b(?:under|within|below|at most|less than|no more than)\s+\d/i;

const endWithStop = (text: string) => (/[.!?]["”’)]*$/.test(text) ? text : `${text.replace(/[,;:\s]+$/, '')}.`);

/** Removes a word repeated right after itself ("the the"), which a rewrite must never leave. */
const withoutRepeats = (text: string) => text.replace(/\b(\p{L}+)(\s+\1\b)+/giu, '$1');

/** In-place rewrites that keep the sentence's own grammar. */
function substituted(sentence: string, hits: VagueHit[], document: string): { text: string; words: Set<string> } {
  let text = sentence;
  const words = new Set<string>();
  for (const hit of hits) {
    if (hit.word === 'TBD') {
      text = text.replace(hit.found, 'still to be decided');
      words.add(hit.word);
    } else if (hit.word === 'ASAP') {
      // Alone ("Launch: ASAP") it is the value of a label; in a sentence, when something happens.
      const alone = sentence.replace(/[.!]+$/, '').trim() === hit.found;
      text = text.replace(
        hit.found,
        alone
          ? 'a fixed date, still to be set (for example, the end of this quarter)'
          : 'by a fixed date (for example, the end of this quarter)',
      );
      words.add(hit.word);
    } else if (hit.word === 'etc.') {
      text = text.replace(/,?\s*\betc\b\.?(\s*$)?/i, (_, end?: string) => (end === undefined ? '' : '.'));
      words.add(hit.word);
    } else if (hit.word === 'fast' && !COMPARATIVE.test(hit.found)) {
      // "should be fast." and "make the app fast." take a verb phrase in place of the adjective.
      const time = statedTime(sentence, document, FAST_UNITS, RESPONSE_MAX_S) ?? 'a set time, such as 2 seconds,';
      const respond = `respond within ${time} at the 95th percentile`;
      const modal = new RegExp(
        String.raw`\b(should|must|will|shall|needs? to|has to|have to)\s+be\s+(?:very\s+|really\s+)?${hit.found}(?=\s*[.!]?\s*$)`,
        'i',
      );
      const make = new RegExp(String.raw`\b(make|keep)\s+(.{1,40}?)\s+${hit.found}(?=\s*[.!]?\s*$)`, 'i');
      const next = text
        .replace(modal, (_, verb: string) => `${verb} ${respond}`)
        .replace(make, (_, verb: string, object: string) => `${verb} ${object} ${respond}`);
      if (next !== text) words.add(hit.word);
      text = next.replace(/,\s*([.!])$/, '$1');
    }
  }
  return { text, words };
}

/** A sentence with no verb ("Better satisfaction scores.") is stated as what we want. */
function asSentence(text: string): string {
  if (nlp(text).verbs().found) return text;
  return `We want ${/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text}`;
}

/** Why the edit is proposed, in words that do not repeat the placeholder it removes. */
export function vagueReason(words: string[]): string {
  const named = words.filter((w) => w !== 'TBD' && w !== 'ASAP' && w !== 'etc.');
  const reasons = [
    ...(named.length > 0
      ? [
          `${named.map((w) => `"${w}"`).join(' and ')} ${named.length > 1 ? 'hide decisions' : 'hides a decision'}: say what someone can test.`,
        ]
      : []),
    ...(words.includes('TBD') ? ['A decision left open needs an owner and a date to decide by.'] : []),
    ...(words.includes('ASAP') ? ['"As soon as possible" is not a date: name one.'] : []),
    ...(words.includes('etc.') ? ['An open-ended list leaves the scope open: close it.'] : []),
  ];
  return reasons.join(' ');
}

export type VagueRewrite = { replace: string; words: string[] };

/**
 * The sentence rewritten: vague words it can replace in place are replaced, and each other
 * definable one gets a sentence of its own saying what it means ('By "fast" we mean …').
 * Null when nothing in the sentence can be made testable.
 */
export function rewriteVagueSentence(sentence: string, hits: VagueHit[], document: string): VagueRewrite | null {
  const { text, words } = substituted(sentence, hits, document);
  const definitions: string[] = [];
  const defined = new Set<string>();
  for (const hit of hits) {
    if (words.has(hit.word) || defined.has(hit.word) || COMPARATIVE.test(hit.found)) continue;
    if ((hit.word === 'many' || hit.word === 'some') && NOT_AN_AMOUNT.test(sentence)) continue;
    if ((hit.word === 'fast' || hit.word === 'easy' || hit.word === 'simple') && HAS_FIGURE.test(sentence)) continue;
    if (hit.word === 'fast' && !ABOUT_RESPONSE.test(sentence)) continue;
    const meant = meaning(hit.word, sentence, document);
    if (!meant) continue;
    defined.add(hit.word);
    definitions.push(`By "${hit.found.toLowerCase()}" we mean ${meant}.`);
  }
  if (words.size === 0 && definitions.length === 0) return null;
  if (hits.some((hit) => hit.word === 'TBD') && words.has('TBD')) definitions.push('Open questions lists who decides this and by when.');
  if (words.has('etc.')) definitions.push('Nothing beyond these is in the first release.');
  const replace = withoutRepeats([endWithStop(asSentence(text.trim())), ...definitions].join(' '));
  return { replace, words: [...words, ...defined] };
}
