/** "Here are my fake-door results": rates from the counts, checked against the PM's own thresholds, then a decision. */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { fmt, pct, quantities, type Quantity } from './nlp';
import { significance } from '../../tools/significance';
import { wilson } from '../../tools/stats';

const POPULATION =
  /\b(visitors?|visits|users?|people|sessions?|views?|impressions?|recipients?|sent|saw|landed|participants?|sign-?ups?|leads?|customers?|accounts?|emails?|shown|exposed|traffic|trials?)\b/;
const OUTCOME =
  /\b(click\w*|tapped|signed|sign-?ups?|convert\w*|purchas\w*|bought|paid|joined|repl\w*|booked|started|subscrib\w*|activat\w*|left|entered|submitted|upgraded|completed|clicks?|conversions?|orders?|pre-?orders?|downloads?|installs?|responses?|opened|opens)\b/;
const GO =
  /\b(at least|more than|over|above|exceeds?|hit|reach(?:es)?|beats?|minimum|min|target|goal|bar|wanted|want|hoped(?: for)?|aimed(?: for)?|expected|needed|looking for|≥|>)\b|[≥>]$/;
const STOP = /\b(below|under|less than|fewer than|lower than|drop(?:s)? below|kill|stop)\b|[<≤]$/;
const ARM =
  /\b(control|variant|treatment|version [ab12]|group [ab12]|arm [ab12]|option [ab12]|old|new|baseline|challenger|[ab])(?:\s*[:=(—–-]|\s+(?:had|got|saw|with|showed)\b)/gi;

export type Thresholds = { go?: number; stop?: number; source: string };

/** The PM's bars, as shares: "at least 8% click … below 3% we stop". */
export function thresholdsIn(text: string, source: string): Thresholds {
  const t: Thresholds = { source };
  for (const clause of text.split(/[;.!?\n]\s*|,\s*(?:but|and|or)\s+|\s+but\s+/i)) {
    const shares = quantities(clause).filter((q) => q.unit === '%');
    const lower = clause.toLowerCase();
    for (const q of shares) {
      if (STOP.test(q.before) || /\b(stop|kill|drop it|give up|pivot|abandon)\b/.test(lower)) t.stop ??= q.value / 100;
      else if (GO.test(q.before) || /\b(continue|go ahead|invest|build it|proceed|success|pass|convince|worth)\b/.test(lower))
        t.go ??= q.value / 100;
    }
  }
  return t;
}

type Step = { label: string; count: number };

const FILLER = new Set([
  'the',
  'it',
  'and',
  'their',
  'a',
  'an',
  'to',
  'of',
  'on',
  'for',
  'in',
  'with',
  'our',
  'my',
  'your',
  'them',
  'they',
  'who',
  'that',
  'which',
  'saw',
  'people',
  'then',
]);

/** What a count counts, in one or two words: "visitors", "clicked", "left email". */
function label(q: Quantity): string {
  const words = q.after.split(' ').filter((w) => w && !FILLER.has(w));
  const [first = '', second] = words;
  if (!first)
    return (
      q.before
        .split(' ')
        .filter((w) => !FILLER.has(w))
        .slice(-1)[0] ?? ''
    );
  return OUTCOME.test(first) &&
    second &&
    !POPULATION.test(first) &&
    /^(?:up|email|emails|address|details|number|in|trial|card)$/.test(second)
    ? `${first} ${second}`
    : first;
}

/** The counts of one funnel: the audience first (largest, or named as visitors/users), then each outcome. */
function funnel(text: string): Step[] {
  const counts = quantities(text).filter((q) => q.unit === '' && Number.isInteger(q.value) && q.value > 0);
  if (counts.length < 2) return [];
  const outOf = /(\d[\d,]*)\s*(?:out of|of|\/)\s*(\d[\d,]*)/.exec(text);
  if (outOf?.[1] && outOf[2] && counts.length === 2) {
    const [a, b] = [Number(outOf[1].replace(/,/g, '')), Number(outOf[2].replace(/,/g, ''))];
    // "42 of 60 shops used auto-reorder": the audience is the noun after the total, the outcome what follows it.
    const [noun = '', ...rest] = (counts.find((q) => q.value === Math.max(a, b))?.after ?? '')
      .split(' ')
      .filter((w) => w && !FILLER.has(w));
    const audience = /^[a-z][a-z-]*$/.test(noun) && !OUTCOME.test(noun) ? noun : 'total';
    const outcome =
      audience !== 'total' && rest[0] && !/^\d/.test(rest[0])
        ? rest.slice(0, 2).join(' ')
        : label(counts.find((q) => q.value === Math.min(a, b)) ?? counts[0]!);
    return [
      { label: audience, count: Math.max(a, b) },
      { label: outcome, count: Math.min(a, b) },
    ];
  }
  const base =
    counts.find((q) => POPULATION.test(q.after) && !OUTCOME.test(q.after.split(' ')[0] ?? '')) ??
    [...counts].sort((a, b) => b.value - a.value)[0];
  if (!base) return [];
  const rest = counts.filter((q) => q !== base && q.value <= base.value);
  return [{ label: label(base) || 'total', count: base.value }, ...rest.map((q) => ({ label: label(q) || 'converted', count: q.value }))];
}

/** Two arms when the message labels them (control/variant, A/B), each with its audience and outcome. */
function arms(text: string): { name: string; steps: Step[] }[] {
  const marks = [...text.matchAll(ARM)];
  if (marks.length < 2) return [];
  const parts = marks.map((m, i) => ({ name: (m[1] ?? '').trim(), body: text.slice(m.index ?? 0, marks[i + 1]?.index ?? text.length) }));
  const found = parts.map((p) => ({
    name: p.name.length === 1 ? p.name.toUpperCase() : p.name,
    steps: funnel(p.body.replace(/^\S+\s*(?:[:=(—–-]|had|got|saw|with|showed)/i, '')),
  }));
  return found.filter((a) => a.steps.length >= 2).slice(0, 2);
}

function decide(rate: number, interval: [number, number], t: Thresholds): { verdict: string; next: string } {
  if (t.go === undefined && t.stop === undefined) {
    return {
      verdict: `No threshold was written down, so this result cannot pass or fail yet. Set the bar now, before reading more data, e.g. "continue at ${pct(Math.max(0.01, rate * 1.2), 0)} or more, stop under ${pct(Math.max(0.005, rate * 0.6), 0)}".`,
      next: 'Write the bar into the experiment doc, then keep the test running until the interval clears it.',
    };
  }
  const range = `${pct(interval[0])}–${pct(interval[1])}`;
  if (t.go !== undefined && interval[0] >= t.go)
    return { verdict: `**Go.** ${pct(rate)} clears your ${pct(t.go, 1)} bar${t.source}, and so does the whole 95% interval.`, next: 'go' };
  if (t.go !== undefined && rate >= t.go)
    return {
      verdict: `**Leaning go.** ${pct(rate)} is above your ${pct(t.go, 1)} bar${t.source}, but the 95% interval (${range}) still dips below it.`,
      next: 'more',
    };
  if (t.stop !== undefined && rate < t.stop) {
    const firm = interval[1] < t.stop || (t.go !== undefined && interval[1] < t.go);
    return {
      verdict: firm
        ? `**Stop.** ${pct(rate)} is under your ${pct(t.stop, 1)} stop line${t.source}${interval[1] < t.stop ? ', and so is the whole 95% interval' : `, and even the top of the 95% interval (${pct(interval[1])}) is short of your ${pct(t.go ?? 0, 1)} go bar`}.`
        : `**Leaning stop.** ${pct(rate)} is under your ${pct(t.stop, 1)} stop line${t.source}, but the 95% interval (${range}) still reaches it.`,
      next: firm ? 'stop' : 'more',
    };
  }
  if (t.go === undefined && t.stop !== undefined && rate >= t.stop)
    return { verdict: `**Go.** ${pct(rate)} stays above your ${pct(t.stop, 1)} stop line${t.source}.`, next: 'go' };
  return {
    verdict: `**Not there yet.** ${pct(rate)} is below your ${pct(t.go ?? t.stop ?? 0, 1)} bar${t.source}${t.stop !== undefined && rate >= t.stop ? ` but above the ${pct(t.stop, 1)} stop line` : ''}.`,
    next: t.stop !== undefined && rate < t.stop ? 'stop' : 'iterate',
  };
}

const NEXT: Record<string, string> = {
  go: 'Move to the next riskiest assumption: contact the people who converted this week and offer a concierge version or a paid pilot; what they do, not what they say, is the next signal.',
  more: 'Keep it running until the lower end of the interval clears the bar, or stop at the sample size you fixed in advance; do not change the page meanwhile.',
  stop: 'Stop investing in this version. Interview 5 of the people who did not convert to learn whether the problem, the promise or the audience was wrong, then change one of them.',
  iterate:
    'Change one thing (the promise, the audience or the placement), not all three, and rerun with the same bar so the results compare.',
};

export function answerExperiment(c: Conversation): Answer | null {
  const bars = thresholdsIn(c.text, '');
  const known = thresholdsIn(c.full.success_metric ?? c.facts.success_metric ?? '', ' (from your success metric)');
  const t: Thresholds = bars.go !== undefined || bars.stop !== undefined ? { ...bars, source: ' (as you set it)' } : known;
  const two = arms(c.text);
  if (two.length === 2 && two[0] && two[1]) {
    const [a, b] = two;
    const [na, xa] = [a.steps[0]!.count, a.steps[1]!.count];
    const [nb, xb] = [b.steps[0]!.count, b.steps[1]!.count];
    if (xa > na || xb > nb) return null;
    const read = significance({ controlVisitors: na, controlConversions: xa, variantVisitors: nb, variantConversions: xb });
    const test = {
      ...read,
      rateA: read.controlRate,
      rateB: read.variantRate,
      diff: read.difference,
      lift: read.lift ?? 0,
      ci: [read.ciLow, read.ciHigh] as const,
    };
    const significant = test.pValue < 0.05;
    return {
      kind: 'experiment',
      text: blocks(
        significant
          ? `**${test.diff > 0 ? b.name : a.name} wins:** ${pct(test.rateB)} vs ${pct(test.rateA)}, ${/^(8|11|18)/.test(fmt(Math.abs(test.lift) * 100, 0)) ? 'an' : 'a'} ${pct(Math.abs(test.lift), 0)} relative ${test.diff > 0 ? 'lift' : 'drop'}, significant at α = 0.05 (p = ${fmt(test.pValue, 3)}).`
          : `**No significant difference yet:** ${b.name} ${pct(test.rateB)} vs ${a.name} ${pct(test.rateA)} (p = ${fmt(test.pValue, 2)}); the data cannot tell the arms apart.`,
        [
          '| Arm | Users | Converted | Rate |',
          '|---|---|---|---|',
          `| ${a.name} | ${fmt(na)} | ${fmt(xa)} | ${pct(test.rateA)} |`,
          `| ${b.name} | ${fmt(nb)} | ${fmt(xb)} | ${pct(test.rateB)} |`,
        ],
        `Difference ${fmt(test.diff * 100, 2)} points, 95% interval ${fmt(test.ci[0] * 100, 2)} to ${fmt(test.ci[1] * 100, 2)} points; z = ${fmt(test.z, 2)}.`,
        t.go !== undefined
          ? `Against your bar of ${pct(t.go, 1)}${t.source}: ${b.name} ${test.rateB >= t.go ? 'clears it' : 'misses it'}.`
          : '',
        `**Next step:** ${significant ? `ship ${test.diff > 0 ? b.name : a.name} to everyone and watch the guardrail metric for two weeks.` : 'keep both arms running to the sample size you fixed in advance; if the difference stays this small, it is too small to matter.'}`,
      ),
      why: [`the z-test compares the two rates with their pooled standard error; p = ${fmt(test.pValue, 3)}`],
    };
  }
  const steps = funnel(c.text);
  const [base, ...outcomes] = steps;
  if (!base || outcomes.length === 0) return null;
  const main = outcomes.find((o) => t.source && OUTCOME.test(o.label)) ?? outcomes[0]!;
  const rate = main.count / base.count;
  const interval = wilson(main.count, base.count);
  const d = decide(rate, interval, t);
  const rows = steps.map(
    (s, i) =>
      `| ${s.label} | ${fmt(s.count)} | ${i === 0 ? '100%' : pct(s.count / base.count)} | ${i === 0 ? '' : pct(s.count / (steps[i - 1]?.count ?? base.count))} |`,
  );
  return {
    kind: 'experiment',
    text: blocks(
      `${d.verdict} ${fmt(main.count)} of ${fmt(base.count)} ${base.label} ${main.label}: **${pct(rate)}**.`.replace(/\s+:/, ':'),
      ['| Step | Count | Share of first step | Share of previous step |', '|---|---|---|---|', ...rows],
      `95% interval for ${pct(rate)}: ${pct(interval[0])}–${pct(interval[1])} (Wilson), from ${fmt(base.count)} ${base.label}.`,
      `**Next step:** ${d.next === 'go' && outcomes.length > 1 ? `Talk to the ${fmt(outcomes.at(-1)?.count ?? 0)} who ${outcomes.at(-1)?.label} this week: offer a concierge version or a paid pilot, because what they do next, not what they say, is the next signal.` : (NEXT[d.next] ?? d.next)}`,
    ),
    why: [
      `${fmt(main.count)} ÷ ${fmt(base.count)} = ${pct(rate)}`,
      t.go !== undefined ? `your bar was ${pct(t.go, 1)}${t.source}` : 'no bar was set beforehand',
    ],
  };
}
