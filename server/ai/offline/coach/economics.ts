/**
 * Funnels and unit economics from the PM's own figures, worked out with the toolbox: where a funnel
 * leaks and what a point won back there is worth; LTV, LTV:CAC and payback. Each answer shows what it
 * read; a figure it could not read for certain is asked for, never assumed.
 */
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';
import { funnel } from '../../tools/funnel';
import { ltvCacPayback } from '../../tools/ltv';
import { cash, figuresIn, normalised, num, share, type Figure } from '../reading/figures';
import { askForMissing, readLine, type Reading } from '../reading/reading';

export const ASKS_FUNNEL =
  /\bfunnel\b|\bleak\w*\b|\bdrop-?offs?\b|\bbiggest drop\b|\bwhere (?:do|are) (?:we|they|users|people) (?:lose|losing|drop)/i;
export const ASKS_UNIT_ECONOMICS = /\bltv\b|\bcac\b|\bpayback\b|\blifetime value\b|\bunit economics\b/i;

/** Funnel steps as written: "10,000 visitors, 2,000 sign-ups, 800 activated, 200 paid", each no larger than the one before. */
function stepsIn(text: string): { name: string; count: number }[] {
  const counts = figuresIn(text).filter(
    (f) => f.kind === 'count' && /^[a-z]/.test(f.after) && !/^(?:points?|weeks?|days?|months?|years?)\b/.test(f.after),
  );
  // The step's name: its words up to a preposition or another figure, three at most ("added a card", "paid").
  const nameOf = (after: string) => {
    const words = after.split(' ');
    const end = words.findIndex((w, i) => i > 0 && /^(?:for|at|to|in|on|per|with|and|then|of|by|\d.*|[$€£].*)$/.test(w));
    return words.slice(0, end === -1 ? 3 : Math.min(end, 3)).join(' ');
  };
  const steps = counts.map((f) => ({ name: nameOf(f.after), count: f.value }));
  return steps.every((s, i) => i === 0 || s.count <= (steps[i - 1]?.count ?? 0)) ? steps : [];
}

export function answerFunnel(c: Conversation): Answer | null {
  const text = normalised(c.text);
  const steps = stepsIn(text);
  if (steps.length < 3) return null;
  const money = figuresIn(text).filter((f) => f.kind === 'money');
  const value = money.length === 1 ? (money[0] as Figure) : undefined;
  const result = funnel({ steps, recoverPoints: 0.01, ...(value ? { valuePerConversion: value.value } : {}) });
  const drop = result.biggestDrop;
  const last = steps.at(-1)?.name ?? 'the end';
  const perPoint = result.recoveredConversions ?? 0;
  const per = value?.per ? ` a ${value.per}` : '';
  // Per the period of the value ("$50/month" gives more monthly revenue); the funnel's own period is not assumed.
  const worth = value
    ? `, worth **${cash(perPoint * value.value, value.currency)}${value.per ? ` more ${value.per}ly revenue` : ''}**`
    : '';
  return {
    kind: 'experiment',
    claim: `fix ${drop.from} → ${drop.to} first`,
    text: blocks(
      `**The biggest leak is ${drop.from} → ${drop.to}: ${num(drop.lost)} of ${num(drop.lost / drop.lostShare)} lost (${share(drop.lostShare)}).** Each point of conversion won back there adds about ${num(perPoint, 1)} ${last}${worth}.`,
      `**What I read:** ${steps.map((s) => `${s.name}: ${num(s.count)}`).join(' → ')}${value ? `; value of one ${last}: ${cash(value.value, value.currency)}${per}` : ''}.`,
      [
        '| Step | Count | From the step before | Lost |',
        '|---|---:|---:|---:|',
        `| ${steps[0]?.name} | ${num(steps[0]?.count ?? 0)} | | |`,
        ...result.stepConversion.map(
          (row, i) =>
            `| ${row.to} | ${num(steps[i + 1]?.count ?? 0)} | ${share(row.conversion)} | ${num((steps[i]?.count ?? 0) - (steps[i + 1]?.count ?? 0))} |`,
        ),
      ],
      `Overall ${share(result.overallConversion, 2)} of ${steps[0]?.name} reach ${last}. The worth of a point assumes the later steps keep converting as they do now.`,
      value ? '' : `Tell me what one ${last} is worth (a price a month, or a deal size) and I will put the leak in money.`,
    ),
  };
}

type Economics = { revenuePerCustomer: number; grossMargin: number; churnRate: number; cac: number };

/** CAC, revenue per customer a month, gross margin and monthly churn, each by the words naming it. */
function readEconomics(text: string): Reading<Economics> {
  const figures = figuresIn(text);
  const near = (f: Figure) => `${f.before.split(' ').slice(-3).join(' ')} | ${f.after.split(' ').slice(0, 2).join(' ')}`;
  const input: Partial<Economics> = {};
  const read: string[] = [];
  const assumed: string[] = [];
  const cac = figures.find((f) => f.kind === 'money' && /\b(?:cac|acquisition|acquire)\b/i.test(near(f)));
  if (cac) {
    input.cac = cac.value;
    read.push(`CAC: ${cash(cac.value, cac.currency)}`);
  }
  const revenue = figures.find(
    (f) =>
      f !== cac &&
      f.kind === 'money' &&
      (/\b(?:arpu|arpa|per (?:customer|account|user|seat)|revenue)\b/i.test(near(f)) || f.per !== undefined),
  );
  if (revenue) {
    const yearly = revenue.per === 'year' || /\b(?:annual|a year|per year)\b/i.test(near(revenue));
    input.revenuePerCustomer = yearly ? revenue.value / 12 : revenue.value;
    read.push(
      `revenue per customer: ${cash(revenue.value, revenue.currency)} a ${yearly ? 'year' : 'month'}${yearly ? ` (${cash(input.revenuePerCustomer, revenue.currency)} a month)` : ''}`,
    );
  }
  const margin = figures.find((f) => f.kind === 'percent' && /\bmargin\b/i.test(near(f)));
  if (margin) {
    input.grossMargin = margin.value / 100;
    read.push(`gross margin: ${share(input.grossMargin, 0)}`);
  }
  const churn = figures.find((f) => f.kind === 'percent' && /\b(?:churn\w*|cancel\w*|attrition)\b/i.test(near(f)));
  if (churn) {
    const annual = /\b(?:annual|yearly|a year|per year)\b/i.test(`${churn.before} ${churn.after}`) || churn.per === 'year';
    input.churnRate = annual ? 1 - (1 - churn.value / 100) ** (1 / 12) : churn.value / 100;
    read.push(`churn: ${share(churn.value / 100)} a ${annual ? `year (${share(input.churnRate, 2)} a month)` : 'month'}`);
    if (!annual && !/\b(?:monthly|a month|per month|\/mo)\b/i.test(`${churn.before} ${churn.after}`))
      assumed.push(`${share(churn.value / 100)} churn read as monthly`);
  }
  const missing: Reading<Economics>['missing'] = [];
  if (input.cac === undefined) missing.push({ field: 'cac', ask: 'what it costs to acquire one customer (CAC)' });
  if (input.revenuePerCustomer === undefined) missing.push({ field: 'revenuePerCustomer', ask: 'what one customer pays a month' });
  if (input.grossMargin === undefined) missing.push({ field: 'grossMargin', ask: 'your gross margin' });
  if (input.churnRate === undefined) missing.push({ field: 'churnRate', ask: 'your monthly churn' });
  return { input, read, missing, assumed };
}

export function answerUnitEconomics(c: Conversation): Answer | null {
  const reading = readEconomics(normalised(c.text));
  if (reading.read.length === 0) return null;
  const { revenuePerCustomer, grossMargin, churnRate, cac } = reading.input;
  if (revenuePerCustomer === undefined || grossMargin === undefined || churnRate === undefined || cac === undefined) {
    return {
      kind: 'sizing',
      claim: 'need the missing figures',
      text: blocks('**I can work out LTV, LTV:CAC and payback once I have all four figures.**', readLine(reading), askForMissing(reading)),
    };
  }
  const result = ltvCacPayback({ revenuePerCustomer, grossMargin, churnRate, cac });
  const healthy = result.ltvToCac >= 3 && result.paybackMonths <= 12;
  return {
    kind: 'sizing',
    claim: healthy ? 'the unit economics work' : 'the unit economics need work',
    text: blocks(
      `**LTV ${cash(result.ltv)}, LTV:CAC ${num(result.ltvToCac, 1)}:1, payback in ${num(result.paybackMonths, 1)} months.** ${healthy ? 'That clears the usual bars (3:1 and under 12 months).' : `That misses ${result.ltvToCac < 3 ? 'the usual 3:1' : ''}${result.ltvToCac < 3 && result.paybackMonths > 12 ? ' and ' : ''}${result.paybackMonths > 12 ? 'the 12-month payback bar' : ''}.`}`,
      readLine(reading),
      result.steps.map((step) => `- ${step}`),
      healthy
        ? '**Recommendation:** you can spend more on acquisition while payback stays under 12 months; watch CAC as you scale, since it rises with each channel you add.'
        : `**Recommendation:** ${result.paybackMonths > 12 ? 'shorten payback first: raise the price or the margin, or cut CAC' : 'raise LTV first: churn drives it most'}; the lever that moves it most here is ${churnRate > 0.03 ? `churn (halving ${share(churnRate)} doubles LTV)` : `CAC (at ${cash(cac * 0.7)} the ratio becomes ${num(result.ltv / (cac * 0.7), 1)}:1)`}.`,
    ),
  };
}
