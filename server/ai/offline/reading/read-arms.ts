/**
 * The two arms of a test from the sentence that reports them: "variant 312 of 2,400, control 264 of
 * 2,380", "the new page converted 312/2,400 against 264/2,380 on the old one", "control: 2,380
 * visitors and 264 sign-ups". Which arm is which comes from the words naming it, never from order.
 */
import { figuresIn, normalised, num, type Figure } from './figures';
import type { Reading } from './reading';

export type ArmsInput = {
  controlVisitors: number;
  controlConversions: number;
  variantVisitors: number;
  variantConversions: number;
};

export type Arm = 'control' | 'variant';
type Pair = { conversions: number; visitors: number; noun: string; start: number; end: number; derived?: string };

const CONTROL =
  /\b(?:control|baseline|holdout|hold-out|old|current|existing|original|before|status quo|champion|last (?:week|month|quarter|year)|previous (?:week|month|period))\b|\b(?:group|arm|version|bucket|cohort)\s+a\b|(?:^|\s)a\s*[:=)]/;
const VARIANT =
  /\b(?:variant|treatment|test group|new|challenger|after|experiment group|this (?:week|month|quarter|year))\b|\b(?:group|arm|version|bucket|cohort)\s+b\b|(?:^|\s)b\s*[:=)]/;
/** A comparison across time, not a randomised split: before and after, last month and this one, around a launch. */
const ACROSS_TIME =
  /\bbefore\b[\s\S]*\bafter\b|\bafter\b[\s\S]*\bbefore\b|\b(?:pre|post)-?launch\b|\blast (?:month|week|quarter|year)\b|\bprevious (?:month|week|quarter|year|period)\b|\bbefore (?:the|we|our|it|this|that) (?:change|launch|release|redesign|switch|update)\b|\bafter (?:we|the) (?:launched|shipped|released|changed|switched|redesigned|change|launch|release|redesign)\b/;
const RANDOMISED = /\brandomi[sz]ed\b|\ba\/b\b|\bsplit test\b/;
/** Words that say the groups ran side by side as a test, not one after the other. */
const SPLIT_STATED =
  /\b(?:randomi[sz]ed|a\/b|ab test|split|control|variant|treatment|holdout|hold-out|arm|bucket|test group|experiment|50\/50)\b/;
const TRAFFIC =
  /^(?:visitors?|users?|sessions?|people|views?|impressions?|recipients?|customers?|accounts?|trials?|leads?|shoppers?|players?|members?|installs?|saw|were shown|got|received)\b/;
const OUTCOME =
  /^(?:conversions?|converted|sign-?ups?|signed up|clicks?|clicked|purchases?|purchased|bought|orders?|paid|upgrades?|upgraded|activated|activations?|replies|replied|subscribed|subscriptions?|bookings?|booked|trials?|started)\b/;

/** "312 of 2,400", "312/2,400", "312 conversions out of 2,400", "312 sign-ups from the 2,400". */
const OF = /^\s*(?:[a-z-]+\s+){0,2}(?:of|out of|\/|from|among|in)\s*(?:the\s+|our\s+)?$|^\s*\/\s*$/i;

/** The counted pairs in the text: "312 of 2,400", "312/2,400", "2,400 visitors … 312 converted", "12.5% of 2,400". */
function pairsIn(text: string): Pair[] {
  const figures = figuresIn(text);
  const pairs: Pair[] = [];
  const used = new Set<Figure>();
  const between = (a: Figure, b: Figure) => text.slice(a.end, b.start);
  for (let i = 0; i < figures.length - 1; i++) {
    const a = figures[i] as Figure;
    const b = figures[i + 1] as Figure;
    if (used.has(a)) continue;
    // "1,000 visitors and 4% converted": a group and the share of it that converted.
    if (
      a.kind === 'count' &&
      b.kind === 'percent' &&
      TRAFFIC.test(a.after) &&
      OUTCOME.test(b.after) &&
      b.value <= 100 &&
      /^\s*(?:[\p{L}-]+\s*)?(?:and|,|with|of whom|of which)?\s*$/iu.test(between(a, b))
    ) {
      pairs.push({
        conversions: Math.round((b.value / 100) * a.value),
        visitors: a.value,
        noun: a.after.split(' ')[0] ?? '',
        start: a.start,
        end: b.end,
        derived: b.text,
      });
      used.add(a).add(b);
      continue;
    }
    if (b.kind !== 'count') continue;
    const gap = between(a, b);
    // "split 50/50", "a 60/40 split": how traffic was divided, not a count of conversions.
    const split = /^\s*\/\s*$/.test(gap) && a.value + b.value === 100 && /\bsplit\b|\btraffic\b/i.test(text);
    if (a.kind === 'count' && OF.test(gap) && a.value <= b.value && !split) {
      pairs.push({ conversions: a.value, visitors: b.value, noun: b.after.split(' ')[0] ?? '', start: a.start, end: b.end });
      used.add(a).add(b);
    } else if (a.kind === 'percent' && /^\s*(?:of|out of|from|among|on)\s*(?:the\s+|our\s+)?$/i.test(gap) && a.value <= 100) {
      const conversions = Math.round((a.value / 100) * b.value);
      pairs.push({ conversions, visitors: b.value, noun: b.after.split(' ')[0] ?? '', start: a.start, end: b.end, derived: a.text });
      used.add(a).add(b);
    } else if (
      a.kind === 'count' &&
      TRAFFIC.test(a.after) &&
      OUTCOME.test(b.after) &&
      b.value <= a.value &&
      !/[.;!?]/.test(gap) &&
      gap.length < 60
    ) {
      pairs.push({ conversions: b.value, visitors: a.value, noun: a.after.split(' ')[0] ?? '', start: a.start, end: b.end });
      used.add(a).add(b);
    } else if (a.kind === 'count' && OUTCOME.test(a.after) && TRAFFIC.test(b.after) && a.value <= b.value && /^\D{0,40}$/.test(gap)) {
      pairs.push({ conversions: a.value, visitors: b.value, noun: b.after.split(' ')[0] ?? '', start: a.start, end: b.end });
      used.add(a).add(b);
    }
  }
  return pairs.length > 0 ? pairs : sharedSize(text, figures);
}

/** "4.8% vs 5.3%, n=3,000 each arm": two rates over one group size written once for both. */
function sharedSize(text: string, figures: Figure[]): Pair[] {
  const rates = figures.filter((f) => f.kind === 'percent' && f.value > 0 && f.value < 100);
  const size = figures.find(
    (f) =>
      f.kind === 'count' &&
      (/\b(?:each|per (?:arm|group|variant|side|version)|in each|a piece)\b/.test(f.after.split(' ').slice(0, 4).join(' ')) ||
        /\bn\s*=\s*$/i.test(text.slice(Math.max(0, f.start - 4), f.start))),
  );
  if (rates.length !== 2 || !size) return [];
  return rates.map((r) => ({
    conversions: Math.round((r.value / 100) * size.value),
    visitors: size.value,
    noun: '',
    start: r.start,
    end: r.end,
    derived: r.text,
  }));
}

/** "A got", "B:", "(B)": a capital A or B used as a group's name, not as an article. */
const LETTER = (letter: 'A' | 'B') =>
  new RegExp(String.raw`(?:^|[\s(])${letter}(?:\s*[:=)—–-]|\s+(?:got|had|saw|converted|did|was|is|has|showed|returned|brought)\b)`);

/** The arm the words name, if they name exactly one. */
function armNamed(words: string): Arm | undefined {
  const lower = ` ${words.toLowerCase()}`;
  const control = CONTROL.test(lower) || LETTER('A').test(words);
  const variant = VARIANT.test(lower) || LETTER('B').test(words);
  if (control === variant) return undefined;
  return control ? 'control' : 'variant';
}

/** The words closest to a pair on one side, up to the neighbouring pair or the edge of the sentence. */
function nearWords(text: string, from: number, to: number, side: 'before' | 'after') {
  const span = text.slice(from, to);
  const pieces = span.split(/[.!?\n]/);
  const piece = side === 'before' ? (pieces.at(-1) ?? '') : (pieces[0] ?? '');
  const words = piece.split(/\s+/).filter(Boolean);
  return (side === 'before' ? words.slice(-7) : words.slice(0, 6)).join(' ');
}

/** The arm whose naming words sit closest to a pair, within its sentence. */
function armNearest(text: string, pair: Pair): Arm | undefined {
  const lower = text.toLowerCase();
  const found = (pattern: RegExp, arm: Arm) =>
    [...lower.matchAll(new RegExp(pattern.source, 'g'))].map((m) => {
      const at = m.index ?? 0;
      const gap = at < pair.start ? lower.slice(at, pair.start) : lower.slice(pair.end, at);
      return { arm, distance: /[.!?\n]/.test(gap) ? Infinity : gap.length };
    });
  const all = [...found(CONTROL, 'control'), ...found(VARIANT, 'variant')].sort((a, b) => a.distance - b.distance);
  return all[0] && all[0].distance < Infinity ? all[0].arm : undefined;
}

/** One group's counts as written, with its arm when the words name it. */
export type Group = {
  conversions: number;
  visitors: number;
  arm?: Arm;
  /** For a count worked out from a rounded rate ("6.1% of 8,800"): the conversions it could have been, low and high. */
  range?: [number, number];
};

/** "6.1%" stands for anything from 6.05% to 6.15%: the conversions that range covers. */
function roundedRange(pair: Pair): [number, number] | undefined {
  if (!pair.derived) return undefined;
  const decimals = /\.(\d+)/.exec(pair.derived)?.[1]?.length ?? 0;
  const half = (0.5 * 10 ** -decimals) / 100;
  const rate = pair.conversions / pair.visitors;
  return [Math.max(0, Math.ceil((rate - half) * pair.visitors)), Math.min(pair.visitors, Math.floor((rate + half) * pair.visitors))];
}

/** The arms of a test as read (its groups in the order written), with what could not be told. */
export function readArms(raw: string): Reading<ArmsInput> & { nonRandomised: boolean; splitStated: boolean; groups: Group[] } {
  const text = normalised(raw);
  const pairs = pairsIn(text).slice(0, 2);
  const arms: (Arm | undefined)[] = pairs.map((pair, i) => {
    const previousEnd = pairs[i - 1]?.end ?? 0;
    const nextStart = pairs[i + 1]?.start ?? text.length;
    return armNamed(nearWords(text, previousEnd, pair.start, 'before')) ?? armNamed(nearWords(text, pair.end, nextStart, 'after'));
  });
  // One arm named and another pair beside it: that pair is the other arm.
  if (pairs.length === 2 && arms.filter(Boolean).length === 1) {
    const known = arms.find(Boolean) as Arm;
    const other: Arm = known === 'control' ? 'variant' : 'control';
    arms.forEach((arm, i) => (arms[i] = arm ?? other));
  }
  // Both unnamed, with words for both arms between them ("4% converted last week, this week 5% of 1,200"): each takes the nearest.
  if (pairs.length === 2 && !arms.some(Boolean)) {
    const nearest = pairs.map((pair) => armNearest(text, pair));
    if (nearest[0] && nearest[1] && nearest[0] !== nearest[1]) nearest.forEach((arm, i) => (arms[i] = arm));
  }
  const named = pairs.length === 2 && arms[0] !== undefined && arms[1] !== undefined && arms[0] !== arms[1];

  const input: Partial<ArmsInput> = {};
  const read: string[] = [];
  pairs.forEach((pair, i) => {
    const arm = named ? (arms[i] as Arm) : undefined;
    const label = arm ?? (i === 0 ? 'first group' : 'second group');
    const counted = pair.derived
      ? `about ${num(pair.conversions)} (${pair.derived}) of ${num(pair.visitors)}`
      : `${num(pair.conversions)} of ${num(pair.visitors)}`;
    read.push(`${label}: ${counted}${TRAFFIC.test(pair.noun) ? ` ${pair.noun}` : ''}`);
    if (arm) {
      input[`${arm}Conversions`] = pair.conversions;
      input[`${arm}Visitors`] = pair.visitors;
    }
  });

  const missing: Reading<ArmsInput>['missing'] = [];
  if (pairs.length < 2) {
    missing.push({
      field: pairs.length === 0 ? 'controlConversions' : 'variantConversions',
      ask:
        pairs.length === 0
          ? 'the counts of each group: how many saw each version and how many of them converted (e.g. "control 264 of 2,380, variant 312 of 2,400")'
          : "the other group's counts: how many saw it and how many converted",
    });
  } else if (!named) {
    missing.push({ field: 'controlConversions', ask: 'which of the two groups is the control (the version you have today)' });
  }
  const groups = pairs.map((pair, i) => {
    const range = roundedRange(pair);
    return { conversions: pair.conversions, visitors: pair.visitors, ...(named ? { arm: arms[i] } : {}), ...(range ? { range } : {}) };
  });
  const lower = text.toLowerCase();
  return {
    input,
    read,
    missing,
    assumed: [],
    nonRandomised: ACROSS_TIME.test(lower) && !RANDOMISED.test(lower),
    splitStated: SPLIT_STATED.test(lower) || LETTER('A').test(text) || LETTER('B').test(text),
    groups,
  };
}
