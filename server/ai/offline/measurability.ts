/** Checks that metrics can be measured and requirements can be tested. */

export type MetricGap = 'no number' | 'no baseline' | 'no target' | 'no baseline or target';

const NUMBER = /\d/;
const BASELINE = /\b(?:baseline|today|now at|as of|up from|down from|current(?:ly)?)\b|\b(?:from|was) ~?\d|→|->/i;
const TARGET =
  /[≤≥<>]|\b(?:target(?:ed)?|goal|reach(?:es|ing)?|at least|at most|under|below|above|over|within|no more than|no less than)\b|\bto ~?\d/i;
const METRIC_WORDS =
  /\b(engagement|retention|conversion|activation|revenue|churn|satisfaction|nps|csat|usage|adoption|sign-?ups?|growth|time to value|completion rate|error rate)\b/i;
const CHANGE_VERBS = /\b(increase|improve|reduce|grow|boost|decrease|raise|lower|drive|maximi[sz]e|minimi[sz]e|higher|more|better)\b/i;

/**
 * What a metric statement lacks. Table rows pass `columns` naming the table's baseline and target
 * columns, so a row with numbers under a "Baseline | Target" header counts as complete.
 */
export function metricGap(
  text: string,
  columns: { baseline: boolean; target: boolean } = { baseline: false, target: false },
): MetricGap | null {
  if (!NUMBER.test(text)) return 'no number';
  const baseline = columns.baseline || BASELINE.test(text);
  const target = columns.target || TARGET.test(text);
  if (!baseline && !target) return 'no baseline or target';
  if (!baseline) return 'no baseline';
  if (!target) return 'no target';
  return null;
}

/** A sentence outside the metrics section that promises a metric moves, e.g. "increase engagement". */
export function isMetricClaim(sentence: string): boolean {
  return METRIC_WORDS.test(sentence) && CHANGE_VERBS.test(sentence);
}

/** Reads a table header row for baseline and target columns. */
export function tableColumns(headerRow: string): { baseline: boolean; target: boolean } {
  return { baseline: /baseline|current|today/i.test(headerRow), target: /target|goal/i.test(headerRow) };
}

export const METRIC_ADVICE: Record<MetricGap, string> = {
  'no number': 'say how much: "weekly active teams: baseline 1,150 (May) → target 1,500 by end of Q3"',
  'no baseline': 'add where it stands today, e.g. "baseline 22% (last 30 days)", so the change can be judged',
  'no target': 'add the value that means success and by when, e.g. "target 35% within 90 days of launch"',
  'no baseline or target': 'add today\'s value and the value that means success: "from 22% (baseline) to 35% (target) by [date]"',
};

const GIVEN_WHEN_THEN = /\bgiven\b[\s\S]*\bwhen\b[\s\S]*\bthen\b/i;
const ACCEPTANCE = /\bacceptance criteri(a|on)\b|\bacceptance\s*:|(?:^|\s)AC\s*:|\bdone when\b|\bverified (by|when)\b|\bpasses when\b/i;
const THRESHOLD =
  /\b\d+(?:[.,]\d+)?\s?(?:ms|s|sec|seconds?|minutes?|mins?|hours?|days?|%|px|kb|mb|gb|clicks?|steps?|taps?|items?|rows?|users?|requests?)(?![\w])|[≤≥<>]\s?\d|\b(at (least|most)|within|under|no more than|up to)\s+\d/i;

/** True when a requirement states how to tell it is done. */
export function hasAcceptanceCriterion(text: string): boolean {
  return GIVEN_WHEN_THEN.test(text) || ACCEPTANCE.test(text) || THRESHOLD.test(text);
}

/** Requirement-like wording, used for paragraphs inside a requirements section. */
export const REQUIREMENT_WORDING = /\b(must|shall|should|will|can|needs? to|allows?|lets?|supports?|enables?)\b/i;
