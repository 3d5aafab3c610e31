/** "Here are my fake-door results": rates from the counts, checked against the PM's own thresholds, then a decision. */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { fmt, normaliseNumbers, pct, quantities, type Quantity } from './nlp';
import { wilson } from '../../tools/stats';
import { answerSignificance } from './computed';

const POPULATION =
  /\b(visitors?|visits|users?|people|sessions?|views?|impressions?|recipients?|sent|saw|landed|participants?|sign-?ups?|leads?|customers?|accounts?|emails?|shown|exposed|traffic|trials?)\b/;
const OUTCOME =
  /\b(click\w*|tapped|signed|sign-?ups?|convert\w*|purchas\w*|bought|paid|joined|repl\w*|booked|started|subscrib\w*|activat\w*|left|entered|submitted|upgraded|completed|clicks?|conversions?|orders?|pre-?orders?|downloads?|installs?|responses?|opened|opens)\b/;
const GO =
  /\b(at least|more than|over|above|exceeds?|hit|reach(?:es)?|beats?|minimum|min|target|goal|bar|wanted|want|hoped(?: for)?|aimed(?: for)?|expected|needed|looking for|≥|>)\b|[≥>]$/;
const STOP = /\b(below|under|less than|fewer than|lower than|drop(?:s)? below|kill|stop)\b|[<≤]$/;
const ARM =
  /\b(control|variant|treatment|version [ab12]|group [ab12]|arm [ab12]|option [ab12]|old|new|baseline|challenger|[ab])(?:\s*[:=(—–-]|\s+(?:had|got|saw|with|showed)\b)/gi;

/** The PM's bars, and the words of the rate they were set for ("clicked", "trial-to-paid"), when the clause names one. */
export type Thresholds = { go?: number; stop?: number; source: string; metric?: string };

/** The rate a bar's clause names: an outcome verb or a metric such as "trial-to-paid", if any. */
function metricOf(clause: string): string | undefined {
  const lower = clause.toLowerCase();
  return /\b[a-z]+-to-[a-z]+\b/.exec(lower)?.[0] ?? METRIC_WORD.exec(lower)?.[0];
}

const METRIC_WORD =
  /\b(?:join\w*|click\w*|tap\w*|sign\w*|convert\w*|purchas\w*|buy\w*|bought|pay\w*|paid|book\w*|start\w*|subscrib\w*|activat\w*|repl\w*|download\w*|install\w*|upgrad\w*|open\w*|pre-?order\w*|order\w*|left|leave|enter\w*|submit\w*|complet\w*|respon\w*)\b/;
const IRREGULAR: Record<string, string> = { paid: 'pay', bought: 'buy', left: 'leave' };
const stem = (word: string) =>
  (IRREGULAR[word] ?? word)
    .replace(/-?(?:ed|ing|es|s)$/, '')
    .replace(/-/g, '')
    .slice(0, 4);

/**
 * Whether a bar can judge a measured step: a bar that names its rate must name this one; a bar that
 * names none fits only a result with a single outcome. "Converted" fits any single outcome.
 */
export function barFits(metric: string | undefined, measured: string, outcomes: number): boolean {
  if (!metric) return outcomes === 1;
  if (/^convert/.test(metric) && outcomes === 1 && !metric.includes('-to-')) return true;
  const measuredStems = measured
    .toLowerCase()
    .split(/[\s-]+/)
    .map(stem);
  return (
    metric
      .split(/[\s-]+/)
      .filter((w) => w !== 'to')
      .map(stem)
      .some((s) => measuredStems.includes(s)) && !metric.includes('-to-')
  );
}

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
      else continue;
      t.metric ??= metricOf(clause);
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
  // "day 7", "week 4", "v2": a number naming a period or a label counts nobody.
  const counts = quantities(text).filter(
    (q) =>
      q.unit === '' &&
      Number.isInteger(q.value) &&
      q.value > 0 &&
      !/\b(?:day|week|month|wk|mo|quarter|year|version|step|round|phase|sprint|level)$/.test(q.before),
  );
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
  if (arms(c.text).length === 2) return answerSignificance(c);
  const steps = funnel(c.text);
  const [base, ...outcomes] = steps;
  if (!base || outcomes.length === 0) return null;
  // The step the bar names, when it names one the result measures; otherwise the first outcome.
  const main =
    (t.metric ? outcomes.find((o) => barFits(t.metric, o.label, 1)) : undefined) ??
    outcomes.find((o) => t.source && OUTCOME.test(o.label)) ??
    outcomes[0]!;
  const rate = main.count / base.count;
  const interval = wilson(main.count, base.count);
  const barred = t.go !== undefined || t.stop !== undefined;
  // A verdict only when the counts were read with their roles and the bar is for this same rate.
  const certain = base.label !== 'total' && main.label !== 'converted';
  const fits = barFits(t.metric, main.label, t.metric ? 1 : outcomes.length);
  const d: { verdict: string; next: string } =
    barred && !certain
      ? {
          verdict: `**I can't call this against your bar yet:** I could not tell for certain which count is the audience and which the outcome. Tell me in one line, e.g. "${fmt(main.count)} of ${fmt(base.count)} visitors signed up".`,
          next: 'Send the counts with what each one counts, and I will check them against your bar.',
        }
      : barred && !fits
        ? {
            verdict: `**This result cannot pass or fail your bar:** the bar is for ${t.metric ? `"${t.metric}"` : 'a rate you did not name'}, and this result measures "${main.label}"${outcomes.length > 1 ? ` (and ${outcomes.length - 1} more step${outcomes.length > 2 ? 's' : ''})` : ''}. Those are different rates.`,
            next: `Say which step the ${pct(t.go ?? t.stop ?? 0, 1)} bar is for, or set a bar for "${main.label}" before reading more data.`,
          }
        : decide(rate, interval, t);
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

/**
 * "22% clicked the fake door; our trial-to-paid bar is 15%": one rate without its counts, against a bar.
 * A bar for another rate gives no call; a bar for this rate gives one only once the counts are known.
 */
export function answerRateAgainstBar(c: Conversation): Answer | null {
  if (!/\b(?:bar|target|threshold|kill (?:criteria|metric)|success (?:criteria|metric)|benchmark)\b/i.test(c.text)) return null;
  const t = thresholdsIn(c.text, '');
  const bar = t.go ?? t.stop;
  if (bar === undefined) return null;
  const rates = quantities(c.text).filter((q) => q.unit === '%' && q.value / 100 !== t.go && q.value / 100 !== t.stop);
  if (rates.length !== 1) return null;
  const rate = rates[0] as Quantity;
  const measured = `${rate.before} ${rate.after}`;
  const clause =
    normaliseNumbers(c.text)
      .slice(rate.index)
      .split(/[.;,!?\n]/)[0] ?? '';
  const what = clause.split(/\s+/).slice(1, 8).join(' ');
  const [from, to] = t.metric?.split('-to-') ?? [];
  const nextStep =
    from && to
      ? `reached ${from}, and how many of those ${to === 'paid' ? 'paid' : `reached ${to}`}`
      : `went on to ${t.metric ?? 'the step your bar is for'}`;
  const barName = t.metric ? `${t.metric} ` : '';
  if (!barFits(t.metric, measured, 1))
    return {
      kind: 'experiment',
      claim: 'the bar is for another rate',
      text: blocks(
        `**No call yet: your ${pct(bar, 1)} bar is for ${t.metric ?? 'another rate'}, and ${pct(rate.value / 100, 1)} is ${what ? `a ${what}` : 'another rate'}.** Those are different steps, so one cannot pass or fail the other.`,
        `**What I read:** result: ${pct(rate.value / 100, 1)}${what ? ` ${what}` : ''}; bar: ${barName}${pct(bar, 1)}.`,
        `A click or tap shows interest, not payment: far fewer people pay than click, so a click rate above a payment bar says little about the payment rate. Either set a bar for the rate you measured (before reading more data), or take the people who clicked to the next step and count how many of them pay.`,
        `**One question:** how many people saw it, and how many of them ${nextStep}?`,
      ),
    };
  return {
    kind: 'experiment',
    claim: 'need the counts behind the rate',
    text: blocks(
      `**${pct(rate.value / 100, 1)} is ${rate.value / 100 >= bar ? 'above' : 'below'} your ${pct(bar, 1)} bar on its face, but without the count behind it I can't say whether it clears the bar beyond noise.**`,
      `**What I read:** result: ${pct(rate.value / 100, 1)}${what ? ` ${what}` : ''}; bar: ${barName}${pct(bar, 1)}.`,
      `**One question:** how many people does the ${pct(rate.value / 100, 1)} come from (e.g. "44 of 200 visitors")? With that I can check whether the interval clears your bar.`,
    ),
  };
}
