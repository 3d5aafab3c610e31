/**
 * The numbers of a message as a PM writes them: "57%", "a 4-point lift", "$29/month", "2,400
 * visitors", "1.2k", each with its kind, its period when one is written, the words that follow it and
 * the words before it in its clause. Roles are given from these by the readers, never from position.
 */
import { normaliseNumbers } from '../coach/nlp';

export type Period = 'day' | 'week' | 'month' | 'quarter' | 'year';

export type Figure = {
  /** The value as written: 57 for "57%", 0.04 never (points are 4). */
  value: number;
  kind: 'percent' | 'points' | 'money' | 'count';
  currency?: '$' | '€' | '£';
  /** "per month", "/mo", "a year", "monthly", "annual" right after the figure. */
  per?: Period;
  /** Up to five words after the figure in its clause, lower-case. */
  after: string;
  /** Up to eight words before the figure in its clause, lower-case. */
  before: string;
  /** The figure as written, e.g. "$29/month". */
  text: string;
  start: number;
  end: number;
};

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+`;
const FIGURE = new RegExp(
  String.raw`(?<cur>[$€£]|\b(?:usd|eur|gbp)\s?)?(?<num>${NUMBER})(?:\s?(?<scale>k|mm|m|bn|thousand|million|billion)\b)?` +
    String.raw`(?<unit>\s?%|\s?percent\b|\s?per ?cent\b|(?:\s|-)?(?:percentage[- ])?(?:points?|pts?|pp)\b)?` +
    String.raw`(?<word>\s?(?:dollars?|euros?|pounds?)\b)?` +
    String.raw`(?<per>\s?(?:\/|per\s|an?\s|each\s|every\s)\s?(?:month|mo|year|yr|annum|week|wk|day|quarter)\b|\s(?:monthly|annually|yearly|weekly|daily|quarterly)\b)?`,
  'gi',
);
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, million: 1e6, bn: 1e9, billion: 1e9 };
const CURRENCY: Record<string, Figure['currency']> = {
  $: '$',
  usd: '$',
  dollar: '$',
  '€': '€',
  eur: '€',
  euro: '€',
  '£': '£',
  gbp: '£',
  pound: '£',
};
const PERIODS: [RegExp, Period][] = [
  [/\b(?:month|mo|monthly)\b/, 'month'],
  [/\b(?:year|yr|annum|annually|yearly)\b/, 'year'],
  [/\b(?:week|wk|weekly)\b/, 'week'],
  [/\b(?:day|daily)\b/, 'day'],
  [/\b(?:quarter|quarterly)\b/, 'quarter'],
];

/** Where a clause ends: a sentence end, a semicolon, a colon, a line break or a bracket (not a thousands comma). */
const CLAUSE_END = /[.!?;:()\n](?!\d)|,(?!\d{3})/;

const wordsOf = (text: string) => text.toLowerCase().match(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|[\p{L}\p{N}'’%$€£/.-]*[\p{L}\p{N}%]/gu) ?? [];

/** The period a piece of text names ("per month", "monthly", "a year"), if one. */
export function periodIn(text: string): Period | undefined {
  return PERIODS.find(([pattern]) => pattern.test(text.toLowerCase()))?.[1];
}

/** The text the readers work on: written numbers as digits ("forty thousand" becomes 40000). */
export const normalised = (raw: string) => normaliseNumbers(raw);

/**
 * Every figure of `text` (already `normalised`), in order, placed in that text; years (2025),
 * quarters (Q3) and labels such as R2 or v2 are not figures.
 */
export function figuresIn(text: string): Figure[] {
  const out: Figure[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const { cur, num = '', scale, unit, word, per } = m.groups ?? {};
    const start = m.index ?? 0;
    const previous = text[start - 1] ?? ' ';
    if (/[\p{L}#_]/u.test(previous) && !cur) continue;
    if (!cur && !unit && !word && /^(19|20)\d\d$/.test(num)) continue;
    const value = Number(num.replace(/,/g, '')) * (scale ? (SCALE[scale.toLowerCase()] ?? 1) : 1);
    if (!Number.isFinite(value)) continue;
    const end = start + m[0].length;
    const currencyKey = (cur ?? word ?? '').trim().toLowerCase().replace(/s$/, '');
    const currency = CURRENCY[currencyKey];
    const kind: Figure['kind'] = unit ? (/points?|pts?|pp/i.test(unit) ? 'points' : 'percent') : currency ? 'money' : 'count';
    const beforeText = text.slice(Math.max(0, start - 120), start);
    const clauseStart = beforeText.split(CLAUSE_END).at(-1) ?? '';
    const afterText = text.slice(end, end + 80).split(CLAUSE_END)[0] ?? '';
    out.push({
      value,
      kind,
      ...(currency ? { currency } : {}),
      ...(per ? { per: periodIn(per) } : {}),
      after: wordsOf(afterText).slice(0, 5).join(' '),
      before: wordsOf(clauseStart).slice(-8).join(' '),
      text: m[0].trim(),
      start,
      end,
    });
  }
  return out;
}

/** 1234.5 as "1,235"; 0.125 as "12.5%". */
export const num = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
export const share = (rate: number, digits = 1) => `${num(rate * 100, digits)}%`;
export const cash = (n: number, currency = '$') =>
  `${n < 0 ? '−' : ''}${currency}${num(Math.abs(n), Math.abs(n) >= 100 || Number.isInteger(n) ? 0 : 2)}`;
export const perLabel = (period: Period | undefined) => (period ? ` a ${period}` : '');

/** "1 point", "2.5 points", "1 week": the noun agrees with the number as shown. */
export const counted = (n: number, noun: string, digits = 0, many = `${noun}s`) => {
  const shown = num(n, digits);
  return `${shown} ${shown === '1' ? noun : many}`;
};

/** A p-value as a PM reads it: "p < 0.001" when tiny, "p = 0.03" otherwise, never "p = 0". */
export const pText = (p: number) => (p < 0.001 ? 'p < 0.001' : `p = ${num(p, 3)}`);
