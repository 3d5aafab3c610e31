/**
 * Two rates of one metric across time, written without their counts: "conversion went from 4.1% to
 * 4.6% after the redesign", "activation was 31% in May and 27% in June", "4.6% now, 4.1% before the
 * launch". Which rate is before comes from the words ("from … to", "was … now", before/after, last/this),
 * never from order alone; when the words do not say, nothing is read.
 */
import { counted, figuresIn, normalised, num, share, type Figure } from './figures';
import type { Reading } from './reading';

export type BeforeAfterInput = { before: number; after: number };

/** A change over time in the past tense, or a period named on each side. */
const CHANGED =
  /\b(?:went|gone|moved|rose|risen|fell|fallen|dropped|jumped|climbed|increased|decreased|grew|grown|improved|declined|slipped|sank|shrank|changed|shifted|is now|are now|was|were|since|after (?:the|we|our|launch|launching|shipping|release|releasing)|before (?:the|we|our|launch|launching|shipping|release|releasing))\b/;
const BEFORE_WORD = /\b(?:before|was|were|used to be|last (?:month|week|quarter|year)|previously|pre-?launch|old)\b/;
const AFTER_WORD = /\b(?:after|now|this (?:month|week|quarter|year)|since|post-?launch|new|today|currently)\b/;
/** Whether the words by a rate place it before or after the change; neither when they say both or nothing. */
function roleOf(near: string): 'before' | 'after' | undefined {
  const [b, a] = [BEFORE_WORD.test(near), AFTER_WORD.test(near)];
  return b === a ? undefined : b ? 'before' : 'after';
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A month named right after a rate ("31% in May"), as its position in the year. */
const monthOf = (f: Figure) => {
  const m = /^(?:in|for|during)\s+([a-z]{3})/.exec(f.after);
  const i = m ? MONTHS.indexOf(m[1] ?? '') : -1;
  return i >= 0 ? i : undefined;
};

/** The metric's name: the words before the first rate ("conversion went from"), up to three. */
const metricOf = (f: Figure) =>
  f.before
    .replace(
      /\b(?:went|moved|rose|fell|dropped|jumped|climbed|increased|decreased|grew|improved|declined|was|were|is|are|from|has|have|had|been)\b.*$/,
      '',
    )
    .replace(/^.*\b(?:our|the|since|after|before|now)\s+/, '')
    .trim()
    .split(' ')
    .slice(-3)
    .join(' ');

/** The rate before and the rate after, with the metric's name, or null when the message holds no such pair. */
export function readBeforeAfter(raw: string): (Reading<BeforeAfterInput> & { metric: string; input: BeforeAfterInput }) | null {
  const text = normalised(raw);
  const lower = text.toLowerCase();
  if (!CHANGED.test(lower) && !(BEFORE_WORD.test(lower) && AFTER_WORD.test(lower))) return null;
  const rates = figuresIn(text).filter((f) => f.kind === 'percent' && f.value > 0 && f.value < 100);
  let pair: [Figure, Figure] | undefined;
  for (let i = 0; i < rates.length - 1 && !pair; i++) {
    const [a, b] = [rates[i] as Figure, rates[i + 1] as Figure];
    const gap = text.slice(a.end, b.start).toLowerCase();
    const near = (f: Figure) => `${f.before.split(' ').slice(-3).join(' ')} | ${f.after.split(' ').slice(0, 3).join(' ')}`;
    const [ma, mb] = [monthOf(a), monthOf(b)];
    if (/\bfrom\s*$/.test(a.before) && /^\s*(?:to|→|->|up to|down to)\s*$/.test(gap)) pair = [a, b];
    else if (/^\s*(?:→|->)\s*$/.test(gap)) pair = [a, b];
    else if (ma !== undefined && mb !== undefined && ma !== mb) pair = ma < mb ? [a, b] : [b, a];
    else {
      const [ra, rb] = [roleOf(near(a)), roleOf(near(b))];
      const marked = ra !== undefined && rb !== undefined;
      // One rate marked and the other not: read only when the sentence names a change over time.
      if ((ra === 'before' || rb === 'after') && ra !== 'after' && rb !== 'before' && (marked || CHANGED.test(lower))) pair = [a, b];
      else if ((ra === 'after' || rb === 'before') && ra !== 'before' && rb !== 'after' && (marked || CHANGED.test(lower))) pair = [b, a];
    }
  }
  if (!pair) return null;
  const [before, after] = pair;
  const input = { before: before.value / 100, after: after.value / 100 };
  const diff = (input.after - input.before) * 100;
  return {
    metric: metricOf(rates[0] as Figure) || 'the rate',
    input,
    read: [
      `before: ${share(input.before)}`,
      `after: ${share(input.after)}`,
      `change: ${diff >= 0 ? '+' : '−'}${counted(Math.abs(diff), 'point', 1)} (${diff >= 0 ? '+' : '−'}${num(Math.abs(input.after / input.before - 1) * 100, 0)}% relative)`,
    ],
    missing: [
      {
        field: 'before',
        ask: 'how many people each rate counts and how many of them converted, for each period (e.g. "before: 12,000 visitors, 492 converted; after: 11,500 visitors, 529 converted")',
      },
      { field: 'after', ask: 'the dates of the two periods' },
    ],
    assumed: [],
  };
}

export type CountChange = { before: Figure; after: Figure; noun: string };

/** "Signups went from 820/week to 1,050/week after the launch": one count across two periods, old then new. */
export function readCountChange(raw: string): CountChange | null {
  const text = normalised(raw);
  if (!CHANGED.test(text.toLowerCase())) return null;
  const counts = figuresIn(text).filter((f) => f.kind === 'count' || f.kind === 'money');
  for (let i = 0; i < counts.length - 1; i++) {
    const [a, b] = [counts[i] as Figure, counts[i + 1] as Figure];
    const gap = text.slice(a.end, b.start).toLowerCase();
    const joined = /\bfrom$/.test(a.before) && /^\s*(?:\w+\s+)?(?:to|→|->|up to|down to)\s*$/.test(gap);
    if (!joined || a.kind !== b.kind || a.currency !== b.currency || a.per !== b.per) continue;
    const noun = a.before
      .replace(
        /\b(?:went|gone|moved|rose|fell|dropped|jumped|climbed|increased|decreased|grew|improved|declined|from|our|the|have|has|had)\b/g,
        '',
      )
      .trim();
    const words = noun.split(' ').slice(-3).join(' ');
    const at = words ? text.toLowerCase().indexOf(words) : -1;
    return { before: a, after: b, noun: at >= 0 ? text.slice(at, at + words.length) : words };
  }
  return null;
}
