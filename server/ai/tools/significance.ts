import type { ToolInput } from '../../../common/tools/inputs';
import { fmt, pct } from '../../../common/tools/format';
import { twoProportionTest } from './stats';
import { pText, r, toolAnswer } from './result';

/** Whether a variant's conversion differs from control's: pooled two-proportion z-test and the 95 % interval. */
export function significance(input: ToolInput<'significance'>) {
  const { controlVisitors: na, controlConversions: xa, variantVisitors: nb, variantConversions: xb } = input;
  const t = twoProportionTest(xa, na, xb, nb);
  const lift = xa === 0 ? null : t.diff / t.rateA;
  const significant = t.pValue < 0.05;
  const notes: string[] = [];
  const pooled = (xa + xb) / (na + nb);
  const smallest = Math.min(na * pooled, na * (1 - pooled), nb * pooled, nb * (1 - pooled));
  if (xa + xb === 0 || xa + xb === na + nb)
    notes.push('Every visitor in both arms did the same thing, so the counts cannot tell the arms apart (p = 1).');
  else if (smallest < 5)
    notes.push(
      "Fewer than 5 expected conversions (or non-conversions) in an arm: the normal approximation is rough; use Fisher's exact test.",
    );
  if (xa === 0) notes.push('Control converted nobody, so a relative lift does not exist; read the difference in points.');
  return toolAnswer('significance', {
    inputs: { ...input },
    formula:
      'z = (p_B − p_A) ÷ √(p̄(1−p̄)(1/n_A + 1/n_B)); p = 2·(1 − Φ(|z|)); 95 % CI = (p_B − p_A) ± 1.96·√(p_A(1−p_A)/n_A + p_B(1−p_B)/n_B)',
    steps: [
      `p_A = ${fmt(xa)} ÷ ${fmt(na)} = ${r(t.rateA)}; p_B = ${fmt(xb)} ÷ ${fmt(nb)} = ${r(t.rateB)}; p̄ = ${r(pooled)}`,
      `z = ${r(t.diff)} ÷ ${r(Math.sqrt(pooled * (1 - pooled) * (1 / na + 1 / nb)))} = ${r(t.z, 3)}; ${pText(t.pValue)}`,
      `difference ${fmt(t.diff * 100, 2)} points, 95 % interval ${fmt(t.ci[0] * 100, 2)} to ${fmt(t.ci[1] * 100, 2)} points`,
    ],
    answer: significant
      ? `Significant at α = 0.05 (${pText(t.pValue)}): the variant converts at ${pct(t.rateB, 2)} against ${pct(t.rateA, 2)}${lift === null ? '' : `, a ${pct(Math.abs(lift), 1)} relative ${lift > 0 ? 'lift' : 'drop'}`}.`
      : `Not significant at α = 0.05 (${pText(t.pValue)}): ${pct(t.rateB, 2)} against ${pct(t.rateA, 2)} could be chance.`,
    notes,
    controlRate: t.rateA,
    variantRate: t.rateB,
    difference: t.diff,
    lift,
    z: t.z,
    pValue: t.pValue,
    ciLow: t.ci[0],
    ciHigh: t.ci[1],
    significant,
  });
}
