import type { ToolInput } from '../../../common/tools/inputs';
import { fmt, pct } from '../../../common/tools/format';
import { sampleSizePerArm } from './stats';
import { r, toolAnswer } from './result';

/** Users per arm to tell a baseline rate from a target rate, with the normal-approximation arithmetic. */
export function sampleSize(input: ToolInput<'sample_size'>) {
  const power = input.power ?? 0.8;
  const alpha = input.alpha ?? 0.05;
  const sides = input.sides ?? 2;
  const s = sampleSizePerArm(input.baselineRate, input.targetRate, alpha, power, sides === 2);
  const difference = s.p2 - s.p1;
  const a = s.zAlpha * Math.sqrt(2 * s.pooled * (1 - s.pooled));
  const b = s.zBeta * Math.sqrt(s.p1 * (1 - s.p1) + s.p2 * (1 - s.p2));
  return toolAnswer('sample_size', {
    inputs: { baselineRate: s.p1, targetRate: s.p2, power, alpha, sides },
    formula: 'n = (z_α·√(2p̄(1−p̄)) + z_β·√(p₁(1−p₁) + p₂(1−p₂)))² ÷ (p₂ − p₁)²',
    steps: [
      `p₁ = ${r(s.p1)}, p₂ = ${r(s.p2)}, p̄ = ${r(s.pooled)}, difference ${r(difference)}`,
      `z for α${sides === 2 ? '/2' : ''} = ${r(sides === 2 ? alpha / 2 : alpha)}: ${r(s.zAlpha, 3)}; z for ${fmt(power * 100)}% power: ${r(s.zBeta, 3)}`,
      `n = (${r(a)} + ${r(b)})² ÷ ${r(difference * difference, 6)} = ${fmt(s.exact, 1)}, rounded up to ${fmt(s.perArm)}`,
    ],
    answer: `${fmt(s.perArm)} users per arm (${fmt(2 * s.perArm)} in total) to tell ${pct(s.p1, 2)} from ${pct(s.p2, 2)} at α = ${alpha} ${sides === 2 ? 'two' : 'one'}-sided with ${fmt(power * 100)}% power.`,
    notes: s.perArm < 30 ? ['Under 30 users per arm the normal approximation is rough; plan for at least 30.'] : [],
    perArm: s.perArm,
    total: 2 * s.perArm,
    exact: s.exact,
    relativeLift: difference / s.p1,
    zAlpha: s.zAlpha,
    zBeta: s.zBeta,
    pooled: s.pooled,
  });
}
