/**
 * The rates a sample size rests on, from the sentence that asks: "from 11% to 14%", "57% today,
 * detect a 4-point lift", "trial-to-paid is 57%, we want to see a 10% relative improvement", "11 %
 * vs 14 %", with power, significance and sides when written (defaults said out loud otherwise).
 */
import { counted, figuresIn, normalised, num, share, type Figure } from './figures';
import type { Reading } from './reading';

export type RatesInput = { baselineRate: number; targetRate: number; power: number; alpha: number; sides: number };

const LIFT_WORD =
  /\b(?:lift|uplift|increase|improvement|improve|gain|jump|rise|boost|change|difference|effect|mde|detectable|delta|bump)\b/;
const LIFT_AFTER =
  /^(?:relative |absolute )?(?:lift|uplift|increase|improvement|gain|jump|rise|boost|change|difference|effect|mde|bump|delta|better|higher|more)\b/;
const LIFT_BEFORE = /\b(?:by|of|a|an|detect|see|spot|catch|lift|uplift|increase|improvement|mde)$/;
const POWER = /^power\b/;
const CONFIDENCE = /^(?:confidence|significance|significant|alpha|α)\b/;
const TARGET_BEFORE = /\b(?:to|vs|versus|against|reach|hit|into|→|->)$/;

/** A percent figure's job in the sentence, from the words around it. */
function roleOf(f: Figure): 'power' | 'confidence' | 'lift' | 'target' | 'rate' {
  const next = f.after.split(' ').slice(0, 2).join(' ');
  const previous = f.before.split(' ').slice(-3).join(' ');
  if (CONFIDENCE.test(next)) return 'confidence';
  if (POWER.test(next)) return 'power';
  if (/\b(?:confidence|significance|alpha)(?: level)?(?: of| at| =)?$/.test(f.before)) return 'confidence';
  if (/\bpower(?: of| at| =)?$/.test(f.before)) return 'power';
  if (f.kind === 'points') return 'lift';
  if (LIFT_AFTER.test(f.after) || (LIFT_BEFORE.test(f.before) && LIFT_WORD.test(previous))) return 'lift';
  if (TARGET_BEFORE.test(f.before)) return 'target';
  return 'rate';
}

/** What a sample-size question gives, as read; `known` is a baseline the conversation already holds. */
export function readRates(raw: string, known?: { rate: number; name: string }): Reading<RatesInput> {
  const text = normalised(raw);
  const lower = text.toLowerCase();
  const shares = figuresIn(text).filter((f) => (f.kind === 'percent' || f.kind === 'points') && f.value > 0 && f.value < 100);
  const byRole = (role: ReturnType<typeof roleOf>) => shares.filter((f) => roleOf(f) === role);
  const input: Partial<RatesInput> = {};
  const read: string[] = [];
  const assumed: string[] = [];
  const missing: Reading<RatesInput>['missing'] = [];

  const rates = byRole('rate');
  const targets = byRole('target');
  const lifts = byRole('lift');
  const baseline = rates[0];
  if (baseline) {
    input.baselineRate = baseline.value / 100;
    read.push(`baseline: ${share(input.baselineRate)}`);
  } else if (known) {
    input.baselineRate = known.rate;
    read.push(`baseline: ${share(known.rate)} (${known.name}, from earlier in this chat)`);
  }

  const target = targets[0] ?? (baseline && rates[1]) ?? undefined;
  const lift = lifts[0];
  if (target) {
    input.targetRate = target.value / 100;
    read.push(`target: ${share(input.targetRate)}`);
  } else if (lift && input.baselineRate !== undefined) {
    const absolute = lift.kind === 'points' || /\babsolute\b/.test(`${lift.before} ${lift.after}`);
    const relative = /\brelative\b/.test(`${lift.before} ${lift.after}`);
    const base = input.baselineRate;
    input.targetRate = absolute ? base + lift.value / 100 : base * (1 + lift.value / 100);
    if (absolute) read.push(`lift to detect: ${counted(lift.value, 'point', 2)} (${share(base)} → ${share(input.targetRate)})`);
    else {
      read.push(`lift to detect: ${num(lift.value, 2)}% relative (${share(base)} → ${share(input.targetRate, 2)})`);
      if (!relative)
        assumed.push(`"${lift.text}" as a relative lift; ${counted(lift.value, 'point', 2)} would be ${share(base + lift.value / 100)}`);
    }
  }
  if (input.targetRate !== undefined && input.targetRate >= 1) delete input.targetRate;

  if (input.baselineRate === undefined)
    missing.push({ field: 'baselineRate', ask: 'the conversion rate you have today (e.g. "11% of visitors start a trial")' });
  if (input.targetRate === undefined)
    missing.push({ field: 'targetRate', ask: 'the smallest change worth detecting (e.g. "a 2-point lift" or "from 11% to 13%")' });

  const power = byRole('power')[0];
  input.power = power ? power.value / 100 : 0.8;
  if (power) read.push(`power: ${share(input.power, 0)}`);
  else assumed.push('80% power');
  const confidence = byRole('confidence')[0];
  const alphaWritten = /\b(?:alpha|α|p)\s*(?:=|<|of|at)?\s*(0?\.\d+)/.exec(lower);
  input.alpha = confidence
    ? confidence.value > 50
      ? 1 - confidence.value / 100
      : confidence.value / 100
    : alphaWritten
      ? Number(alphaWritten[1])
      : 0.05;
  if (confidence || alphaWritten) read.push(`significance level: ${num(input.alpha, 3)}`);
  else assumed.push('5% significance');
  input.sides = /\bone[- ]?(?:sided|tailed)\b/.test(lower) ? 1 : 2;
  if (input.sides === 1) read.push('one-sided');
  else if (!/\btwo[- ]?(?:sided|tailed)\b/.test(lower)) assumed.push('a two-sided test');

  return { input, read, missing, assumed };
}
