/** The statistics under the PM toolbox: the normal distribution, sample sizes for two proportions and reading a test's counts. */

/** Inverse of the standard normal distribution (Acklam's rational approximation, error below 1e-9 after one refinement). */
export function normalQuantile(p: number): number {
  if (p <= 0 || p >= 1) throw new RangeError('p must be between 0 and 1');
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const poly = (k: number[], x: number) => k.reduce((sum, coef) => sum * x + coef, 0);
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x = poly(c, q) / (poly(d, q) * q + 1);
  } else if (p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x = -poly(c, q) / (poly(d, q) * q + 1);
  } else {
    const q = p - 0.5;
    const r = q * q;
    x = (poly(a, r) * q) / (poly(b, r) * r + 1);
  }
  return x;
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26 via erf, error below 1.5e-7). */
export function normalCdf(z: number): number {
  if (z === 0) return 0.5;
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export type SampleSizePlan = {
  p1: number;
  p2: number;
  alpha: number;
  power: number;
  twoSided: boolean;
  zAlpha: number;
  zBeta: number;
  pooled: number;
  /** The unrounded value; `perArm` rounds it up. */
  exact: number;
  perArm: number;
};

/**
 * Users per arm to tell p1 from p2 (normal approximation, pooled variance under the null):
 * n = (zα·√(2·p̄(1−p̄)) + zβ·√(p1(1−p1) + p2(1−p2)))² / (p1 − p2)².
 */
export function sampleSizePerArm(p1: number, p2: number, alpha = 0.05, power = 0.8, twoSided = true): SampleSizePlan {
  const zAlpha = normalQuantile(1 - (twoSided ? alpha / 2 : alpha));
  const zBeta = normalQuantile(power);
  const pooled = (p1 + p2) / 2;
  const top = zAlpha * Math.sqrt(2 * pooled * (1 - pooled)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  const exact = (top * top) / ((p1 - p2) * (p1 - p2));
  return { p1, p2, alpha, power, twoSided, zAlpha, zBeta, pooled, exact, perArm: Math.ceil(exact) };
}

/** Wilson score interval of a proportion (95% by default). */
export function wilson(successes: number, trials: number, z = 1.959964): [number, number] {
  if (trials === 0) return [0, 0];
  const p = successes / trials;
  const denom = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export type TwoProportionTest = {
  rateA: number;
  rateB: number;
  diff: number;
  lift: number;
  z: number;
  pValue: number;
  ci: [number, number];
};

/** Two-sided z-test of two proportions, with the 95% interval of the difference (B − A). */
export function twoProportionTest(successA: number, trialsA: number, successB: number, trialsB: number): TwoProportionTest {
  const rateA = successA / trialsA;
  const rateB = successB / trialsB;
  const pooled = (successA + successB) / (trialsA + trialsB);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / trialsA + 1 / trialsB));
  const z = se === 0 ? 0 : (rateB - rateA) / se;
  const seDiff = Math.sqrt((rateA * (1 - rateA)) / trialsA + (rateB * (1 - rateB)) / trialsB);
  const diff = rateB - rateA;
  return {
    rateA,
    rateB,
    diff,
    lift: rateA === 0 ? 0 : diff / rateA,
    z,
    pValue: 2 * (1 - normalCdf(Math.abs(z))),
    ci: [diff - 1.959964 * seDiff, diff + 1.959964 * seDiff],
  };
}
