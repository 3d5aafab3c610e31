/**
 * Figures a PM states in passing ("monthly churn is 3.1 %", "we have 12,000 weekly active users"),
 * remembered as `metric_<name>` memories so replies can use them as baselines.
 */

export const METRIC_PREFIX = 'metric_';
export const METRIC_IMPORTANCE = 3;

const METRIC_WORD =
  /\b(churn|retention|conversion|activation|nps|csat|mrr|arr|revenue|dau|mau|wau|sign-?ups?|trials?|open rate|click[- ]through|ctr|aov|ltv|cac|arpu|arpa|dso|completion|drop-?off|bounce|tickets?|uptime|latency|load time|response time|adoption|engagement|usage|users|customers|accounts|teams|visitors|subscribers|sessions|orders|invoices|overdue|late|unpaid|drop|abandon\w*|cancel\w*|rate|score|time)\b/i;
const NUMBER = String.raw`(?:[$€£]\s?)?\d[\d,]*(?:\.\d+)?\s?(?:%|k|m|bn|percent|per cent|ms|s|seconds|minutes|hours|days)?(?![\w])`;
const LEAD = String.raw`(?:(?:our|the|my|current|today's|average|median)\s+)*`;

/** "<metric> is (at|around) <number>", "<metric> sits at <number>", "<metric>: <number>". */
const STATED = new RegExp(
  String.raw`(?:^|(?<=[^a-z0-9]))${LEAD}([a-z][a-z0-9 %/-]{2,40}?)\s+(?:is|are|was|sits|stands|runs|hovers|has been)(?:\s+(?:currently|now|at|around|about|roughly|approximately|only|just|over|under|below|above))*\s+(${NUMBER}(?:\s?(?:a|per|/)\s?(?:month|week|year|day))?)`,
  'i',
);
/** "we have 12,000 weekly active users". */
const HAVE = new RegExp(
  String.raw`\bwe (?:have|get|see|serve|process)\s+(?:about |around |roughly |over |nearly )?(${NUMBER})\s+([a-z][a-z -]{2,40}?)(?:\s+(a|per|each|every)\s+(day|week|month|year))?(?=[,.;]|\s+(?:and|but|who|that|a|per|each|every)\b|$)`,
  'i',
);

/** "40% of invoices are overdue", "62% of people who start it drop off". */
const SHARE_OF = new RegExp(
  String.raw`\b(\d+(?:\.\d+)?\s?%)\s+of\s+(?:our\s+|the\s+|all\s+|your\s+)?((?:[a-z-]+\s){0,2}?(?:people|[a-z-]+s))\b(?:\s+(?:who|that|which)\s+[a-z' ]{1,30}?)?\s+(?:are\s+|were\s+|is\s+|get\s+|go\s+|end\s+up\s+|never\s+)?((?:drop|churn|cancel|abandon|leave|pay|convert|complete|finish|open|click|return|renew|upgrade|bounce)\w*(?:\s(?:off|late|out|up))?|overdue|late|unpaid|inactive|active|lost|abandoned|completed|failed|late)\b`,
  'i',
);

const FILLER_WORDS = new Set([
  'our',
  'the',
  'my',
  'current',
  'currently',
  'today',
  'average',
  'median',
  'and',
  'so',
  'but',
  'also',
  'that',
  'which',
]);

function slug(phrase: string): string {
  const words = (phrase.split(/\s(?:and|but|so|while|whereas|plus)\s/i).at(-1) ?? phrase)
    .toLowerCase()
    .replace(/%/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !FILLER_WORDS.has(w));
  return words.slice(-4).join('_');
}

export type Figure = { key: string; value: string; importance: number };

/** The figure stated in one sentence, if any. */
export function figureIn(sentence: string): Figure | null {
  const stated = STATED.exec(sentence);
  if (stated?.[1] && stated[2] && METRIC_WORD.test(stated[1])) {
    const name = slug(stated[1]);
    if (name) return { key: `${METRIC_PREFIX}${name}`.slice(0, 64), value: stated[2].trim(), importance: METRIC_IMPORTANCE };
  }
  const have = HAVE.exec(sentence);
  if (have?.[1] && have[2] && METRIC_WORD.test(have[2])) {
    const name = slug(have[2]);
    const per = have[4] ? ` a ${have[4].toLowerCase()}` : '';
    if (name) return { key: `${METRIC_PREFIX}${name}`.slice(0, 64), value: `${have[1].trim()}${per}`, importance: METRIC_IMPORTANCE };
  }
  const share = SHARE_OF.exec(sentence);
  if (share?.[1] && share[2] && share[3] && METRIC_WORD.test(`${share[2]} ${share[3]}`.replace(/\b(\w+?)s?\b/, '$1'))) {
    const name = slug(`${share[2]} ${share[3]}`);
    if (name) return { key: `${METRIC_PREFIX}${name}`.slice(0, 64), value: share[1].replace(/\s/, ''), importance: METRIC_IMPORTANCE };
  }
  return null;
}

/** A metric memory's readable name: metric_monthly_churn → "monthly churn". */
export const metricName = (key: string) => key.slice(METRIC_PREFIX.length).replace(/_/g, ' ');
