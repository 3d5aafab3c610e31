/** Language helpers of the chat coach, on top of compromise: sentences, noun phrases and quantities. */
import nlp from 'compromise';

export type Quantity = {
  value: number;
  /** '%' for shares, a currency sign for money, '' for counts. */
  unit: '%' | '$' | '€' | '£' | '';
  /** Per month, per year or per week when the text says so ("$30/month"). */
  per: 'month' | 'year' | 'week' | 'day' | '';
  /** Up to four words after the number (what it counts), lower-case. */
  after: string;
  /** Up to four words before the number, lower-case. */
  before: string;
  index: number;
};

const NUMBER_WORD =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion';
const WRITTEN_NUMBER = new RegExp(String.raw`\b(?:${NUMBER_WORD})(?:[\s-]+(?:and[\s-]+)?(?:${NUMBER_WORD}))*\b`, 'gi');

/**
 * The text with written numbers as digits ("forty thousand" becomes 40000, "twenty-five" 25); ordinals
 * stay words, and so does a lone "one" ("the old one"). Figures already in digits are left exactly as
 * written: "312 of 2,400" is two counts, never a fraction.
 */
export function normaliseNumbers(text: string): string {
  return text.replace(WRITTEN_NUMBER, (span: string, at: number) => {
    if (/^one$/i.test(span)) return span;
    // A scale after digits ("1.2 million") belongs to those digits: the figure readers scale it.
    if (/^(?:thousand|million|billion)$/i.test(span) && /\d\s?$/.test(text.slice(0, at))) return span;
    const value = wordsValue(span);
    return value === undefined ? span : String(value);
  });
}

const UNITS =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/**
 * The value of number words ("forty thousand", "twenty-five", "two hundred and ten"), read in one pass
 * (a scale closes the group before it); undefined when the words do not make one number.
 */
function wordsValue(span: string): number | undefined {
  let total = 0;
  let group = 0;
  for (const word of span
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w && w !== 'and')) {
    const unit = UNITS.indexOf(word);
    const ten = TENS.indexOf(word);
    if (unit >= 0) group += unit + 1;
    else if (ten >= 0) group += (ten + 2) * 10;
    else if (word === 'hundred') group = (group || 1) * 100;
    else if (SCALES[word]) {
      total += (group || 1) * SCALES[word];
      group = 0;
    } else return undefined;
  }
  return total + group;
}

/** Sentences of a message, by compromise's sentence splitter. */
export function sentences(text: string): string[] {
  return nlp(text)
    .sentences()
    .out('array')
    .map((s: string) => s.trim())
    .filter((s: string) => s.length > 0);
}

/** Noun phrases in order, without punctuation at their ends. */
export function nounPhrases(text: string): string[] {
  return nlp(text)
    .nouns()
    .out('array')
    .map((s: string) => s.replace(/^[^\p{L}\p{N}$€£]+|[^\p{L}\p{N}%)]+$/gu, '').trim())
    .filter((s: string) => s.length > 0);
}

const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, million: 1e6, bn: 1e9, b: 1e9, billion: 1e9 };
const QUANTITY =
  /(?:([$€£])\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(k|mm?|bn|b|thousand|million|billion)\b)?(?:\s?(%|percent\b|per ?cent\b|pp\b))?(?:\s?(euros?|eur|dollars?|usd|pounds?|gbp)\b)?(?:\s?(?:\/|per|a|an|each|every)\s?(month|mo|year|yr|annum|week|wk|day)\b)?/gi;
const CURRENCY: Record<string, Quantity['unit']> = {
  euro: '€',
  euros: '€',
  eur: '€',
  dollar: '$',
  dollars: '$',
  usd: '$',
  pound: '£',
  pounds: '£',
  gbp: '£',
};
const PERIOD: Record<string, Quantity['per']> = {
  month: 'month',
  mo: 'month',
  year: 'year',
  yr: 'year',
  annum: 'year',
  week: 'week',
  wk: 'week',
  day: 'day',
};

/** Up to `count` words next to a number, within its clause. */
const words = (text: string, count: number, fromEnd: boolean) => {
  const parts = text.split(/[,;:.!?()\n]\s|[;:!?()\n]/);
  const clause = (fromEnd ? parts.at(-1) : parts[0]) ?? '';
  const all = clause.toLowerCase().match(/[\p{L}\p{N}'’%$-]+/gu) ?? [];
  return (fromEnd ? all.slice(-count) : all.slice(0, count)).join(' ');
};

/** Every number in the text with its unit and the words around it; years such as 2025 and quarters (Q3) are skipped. */
export function quantities(raw: string): Quantity[] {
  const text = normaliseNumbers(raw);
  const out: Quantity[] = [];
  for (const m of text.matchAll(QUANTITY)) {
    const [whole, sign, digits = '', scale, percent, word, period] = m;
    const currency = sign ?? (word ? CURRENCY[word.toLowerCase()] : undefined);
    const index = m.index ?? 0;
    const prev = text[index - 1] ?? ' ';
    if (/[\p{L}#]/u.test(prev) || (!currency && !percent && /^(19|20)\d\d$/.test(digits))) continue;
    let value = Number(digits.replace(/,/g, ''));
    if (scale) value *= SCALE[scale.toLowerCase()] ?? 1;
    const end = index + whole.length;
    out.push({
      value,
      unit: percent ? '%' : ((currency as Quantity['unit']) ?? ''),
      per: period ? (PERIOD[period.toLowerCase()] ?? '') : '',
      after: words(text.slice(end, end + 60), 4, false),
      before: words(text.slice(Math.max(0, index - 60), index), 4, true),
      index,
    });
  }
  return out;
}

export { fmt, money, pct } from '../../../../common/tools/format';

/** "freelance designers who bill by the hour" → "freelance designer": the head noun phrase, its noun made singular by compromise. */
export function singularPersona(audience: string): string {
  const head = audience.split(/\s+(?:who|that|which|with|at|in|on|from|across|using|like|such as)\s+|[,;(—–]/i)[0]?.trim() ?? audience;
  if (/\s(?:and|or)\s/.test(head) && !/\sof\s/.test(head)) {
    const parts = head.split(/\s+(?:and|or)\s+/);
    const shared = (parts[0] ?? '').split(/\s+/).slice(0, -1).join(' ');
    return parts
      .map((part, i) =>
        singularPersona(i === 0 || part.includes(' ') ? part : `${shared} ${part}`.trim()).replace(i > 0 && shared ? `${shared} ` : '', ''),
      )
      .join(' or ');
  }
  const [main = head, ...rest] = head.split(/\s+of\s+/i);
  const words = main.split(/\s+/);
  const last = words.pop() ?? '';
  const singular =
    last.length <= 3 || /ss$|us$|is$/i.test(last)
      ? last
      : last
          .replace(/ies$/i, 'y')
          .replace(/(ss|sh|ch|x|z)es$/i, '$1')
          .replace(/([^s])s$/i, '$1');
  return [[...words, singular].join(' '), ...rest].join(' of ');
}

/** "the client portal": multi-word subjects read better with an article. */
export const withThe = (subject: string) =>
  /^(?:the|a|an|our|my|their)\s/i.test(subject) || !subject.includes(' ') || /ing$/i.test(subject) ? subject : `the ${subject}`;

/** "a" or "an" before a word. */
export const article = (word: string) => (/^[aeiou]/i.test(word) && !/^(?:uni|use|usu|eu)/i.test(word) ? 'an' : 'a');
