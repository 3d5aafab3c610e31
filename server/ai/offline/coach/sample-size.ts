/** "How many users do I need to see 11 % vs 14 %?": users per arm for two proportions, with the arithmetic. */
import type { Answer } from './answer';
import { blocks, toolCall } from './answer';
import type { Conversation } from './conversation';
import { fmt, pct, quantities, type Quantity } from './nlp';
import { sampleSize } from '../../tools/sample-size';
import { askForMissing, complete, readLine } from '../reading/reading';
import { readRates } from '../reading/read-rates';
import { counted } from '../reading/figures';

const LIFT = /\b(lift|uplift|increase|improvement|improve|relative|mde|minimum detectable|effect|change|more|higher|boost)\b/;
const TRAFFIC = /\b(visitors?|users?|sessions?|people|sign-?ups?|customers?|views?|leads?|trials?|accounts?)\b/;
const PERIOD = /\b(?:a|per|each|every|\/)\s?(day|week|month)\b|\b(daily|weekly|monthly)\b/;

type Plan = { p1: number; p2: number; note: string };

/** The two rates to tell apart: two percentages, or a baseline and a lift (relative unless in points). */
export function ratesIn(text: string, known: number | undefined): Plan | null {
  const shares = quantities(text).filter((q) => q.unit === '%' && q.value > 0 && q.value < 100);
  const isLift = (q: Quantity) => LIFT.test(q.after.split(' ')[0] ?? '') || (/\b(by|of)$/.test(q.before) && LIFT.test(q.before));
  const lifts = shares.filter(isLift);
  const rates = shares.filter((q) => !isLift(q) && !/\b(power|confidence|significance|alpha)\b/.test(`${q.before} ${q.after}`));
  if (rates.length >= 2 && rates[0] && rates[1]) return { p1: rates[0].value / 100, p2: rates[1].value / 100, note: '' };
  const base = rates[0] ? rates[0].value / 100 : known;
  const lift = lifts[0];
  if (base === undefined || !lift) return null;
  const points = /\b(points?|pp|percentage points?)\b/.test(lift.after) || /\babsolute\b/.test(`${lift.before} ${lift.after}`);
  const p2 = points ? base + lift.value / 100 : base * (1 + lift.value / 100);
  const note = points ? `a ${fmt(lift.value, 1)}-point lift on ${pct(base)}` : `a ${fmt(lift.value, 1)}% relative lift on ${pct(base)}`;
  return p2 < 1 ? { p1: base, p2, note } : null;
}

/** Traffic per period, when the message says it ("we get 3,000 visitors a week"). */
function traffic(text: string): { count: number; per: string } | null {
  for (const q of quantities(text)) {
    if (q.unit !== '' || q.value < 20) continue;
    const near = `${q.after} ${q.per}`;
    const period = PERIOD.exec(near) ?? (q.per ? [q.per, q.per] : null);
    if (TRAFFIC.test(q.after) && period)
      return { count: q.value, per: (period[1] ?? period[2] ?? '').replace(/ly$/, '').replace('dai', 'day') };
  }
  return null;
}

const r = (n: number, d = 4) => (n !== 0 && Math.abs(n) < 0.001 ? n.toPrecision(3) : fmt(n, d));

export function answerSampleSize(c: Conversation, known?: { rate: number; name: string }): Answer | null {
  const reading = readRates(c.text, known);
  if (!complete(reading)) {
    return {
      kind: 'sample-size',
      claim: 'need the rates to size the test',
      text: blocks(
        '**I need two rates to size this test:** the one you have and the smallest change worth detecting.',
        readLine(reading),
        askForMissing(reading),
      ),
    };
  }
  const { baselineRate, targetRate, alpha, power, sides } = reading.input;
  const twoSided = sides !== 1;
  if (baselineRate === targetRate) return null;
  const plan = sampleSize({ baselineRate, targetRate, alpha, power, sides: twoSided ? 2 : 1 });
  const s = { ...plan, p1: baselineRate, p2: targetRate };
  const diff = Math.abs(s.p2 - s.p1);
  const a1 = s.zAlpha * Math.sqrt(2 * s.pooled * (1 - s.pooled));
  const b1 = s.zBeta * Math.sqrt(s.p1 * (1 - s.p1) + s.p2 * (1 - s.p2));
  const rounded = s.perArm >= 1000 ? Math.round(s.perArm / 100) * 100 : Math.round(s.perArm / 10) * 10;
  const flow = traffic(c.text);
  const weeksNeeded = flow ? ((2 * s.perArm) / flow.count) * (flow.per === 'day' ? 1 / 7 : flow.per === 'month' ? 4.35 : 1) : 0;
  const bolder = s.p1 + 2 * (s.p2 - s.p1);
  const bigger =
    weeksNeeded > 8 && bolder > 0 && bolder < 1
      ? { p2: bolder, ...sampleSize({ baselineRate: s.p1, targetRate: bolder, alpha, power, sides: twoSided ? 2 : 1 }) }
      : null;
  const duration = flow
    ? (() => {
        const periods = (2 * s.perArm) / flow.count;
        const weeks = flow.per === 'day' ? Math.ceil(periods / 7) : flow.per === 'month' ? Math.ceil(periods * 4.35) : Math.ceil(periods);
        return `At ${fmt(flow.count)} ${flow.per === 'day' ? 'a day' : `a ${flow.per}`} split 50/50, that is ${fmt(periods, 1)} ${flow.per}${periods === 1 ? '' : 's'} of traffic: run **${Math.max(1, weeks)} full week${weeks === 1 ? '' : 's'}** so every weekday is in both arms.`;
      })()
    : `Divide ${fmt(2 * s.perArm)} by the users entering the test per week to get the run time, rounded up to whole weeks.`;
  const side = twoSided ? 'two-sided' : 'one-sided';
  const lift = s.p1 > 0 ? ` (${fmt((diff / s.p1) * 100, 0)}% relative)` : '';
  return {
    kind: 'sample-size',
    claim: `about ${fmt(rounded)} users per arm`,
    text: blocks(
      `**About ${fmt(rounded)} users per arm** (${fmt(s.perArm)} exactly, ${fmt(2 * s.perArm)} in total) to tell ${pct(s.p1)} from ${pct(s.p2)} with α = ${Number(alpha.toFixed(4))} ${side} and ${fmt(power * 100)}% power.`,
      readLine(reading),
      '**The arithmetic** (two proportions, normal approximation):',
      [
        `- p₁ = ${r(s.p1)}, p₂ = ${r(s.p2)}: a difference of ${r(diff)}${lift}; pooled p̄ = ${r(s.pooled)}`,
        `- z for α${twoSided ? '/2' : ''} = ${r(twoSided ? alpha / 2 : alpha, 3)}: ${r(s.zAlpha, 3)}; z for ${fmt(power * 100)}% power: ${r(s.zBeta, 3)}`,
        `- n = (z_α × √(2p̄(1−p̄)) + z_β × √(p₁(1−p₁) + p₂(1−p₂)))² ÷ (p₂ − p₁)²`,
        `- n = (${r(s.zAlpha, 3)} × ${r(Math.sqrt(2 * s.pooled * (1 - s.pooled)))} + ${r(s.zBeta, 3)} × ${r(Math.sqrt(s.p1 * (1 - s.p1) + s.p2 * (1 - s.p2)))})² ÷ ${r(diff * diff, 6)}`,
        `- n = (${r(a1)} + ${r(b1)})² ÷ ${r(diff * diff, 6)} = ${r((a1 + b1) ** 2)} ÷ ${r(diff * diff, 6)} ≈ **${fmt(s.exact, 1)}**, rounded up to ${fmt(s.perArm)}`,
      ],
      duration,
      bigger
        ? `That is too long to wait. Test a bolder change (detecting ${pct(s.p1)} → ${pct(bigger.p2)} needs ${fmt(bigger.perArm)} per arm, a quarter of the time), or run it where traffic is higher.`
        : '',
      `Fix the sample size before you start and read the result once, at ${fmt(s.perArm)} per arm: stopping early when it looks good inflates false positives. A smaller true lift than ${counted(diff * 100, 'point', 1)} will usually be missed at this size.`,
    ),
    why: [
      `the detectable difference is ${counted(diff * 100, 'point', 1)}, and the sample needed grows with 1 ÷ difference²: halving the difference needs about 4× the users`,
      `α = ${Number(alpha.toFixed(4))} ${side} and ${fmt(power * 100)}% power are the usual defaults: a 1-in-${fmt(1 / alpha)} false-positive risk and a ${fmt((1 - power) * 100)}% chance to miss a real effect of this size`,
    ],
    tools: [toolCall('sample_size', plan)],
  };
}
