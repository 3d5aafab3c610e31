import { describe, expect, it } from 'vitest';
import { runTool, ToolInputError } from './registry';
import { normalCdf, normalQuantile } from './stats';

const finite = (result: Record<string, unknown>) =>
  Object.values(result).every((v) => typeof v !== 'number' || Number.isFinite(v)) && !JSON.stringify(result).includes('NaN');

describe('normal distribution', () => {
  it('matches the standard normal table (z 1.959964 at 0.975, 0.841621 at 0.80; Φ(1.96) = 0.975)', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1.644854)).toBeCloseTo(0.05, 6);
  });
});

describe('sample_size', () => {
  it('gives 435 per arm for 5 % vs 10 % at α 0.05 two-sided, 80 % power', () => {
    // Fleiss, Levin & Paik, Statistical Methods for Rates and Proportions (3rd ed.), eq. 4.14 without
    // continuity correction (the formula of ClinCalc's dichotomous calculator):
    // (1.959964·√(2·0.075·0.925) + 0.841621·√(0.05·0.95 + 0.1·0.9))² ÷ 0.05² = (0.7301 + 0.3121)² ÷ 0.0025 = 434.4 → 435.
    const r = runTool('sample_size', { baselineRate: 0.05, targetRate: 0.1 });
    expect(r.perArm).toBe(435);
    expect(r.total).toBe(870);
    expect(r.inputs).toEqual({ baselineRate: 0.05, targetRate: 0.1, power: 0.8, alpha: 0.05, sides: 2 });
    expect(r.formula).toContain('(p₂ − p₁)²');
    expect(r.answer).toContain('435 users per arm');
  });

  it("gives 1,094 per arm for 20 % → 25 %, where Evan Miller's calculator (unpooled null variance) says 1,030", () => {
    // Evan Miller's "Sample Size Calculator" puts √(2·p₁(1−p₁)) under the null; the pooled p̄ = 0.225 used here
    // is the textbook two-proportion form: (1.959964·0.5906 + 0.841621·0.5895)² ÷ 0.0025 = 1,093.7 → 1,094.
    expect(runTool('sample_size', { baselineRate: 0.2, targetRate: 0.25 }).perArm).toBe(1094);
  });

  it('needs fewer users one-sided and more for 90 % power', () => {
    // One-sided uses z = 1.644854 for α = 0.05: (0.6127 + 0.3121)² ÷ 0.0025 = 342.1 → 343.
    expect(runTool('sample_size', { baselineRate: 0.05, targetRate: 0.1, sides: 1 }).perArm).toBe(343);
    expect(runTool('sample_size', { baselineRate: 0.05, targetRate: 0.1, power: 0.9 }).perArm).toBeGreaterThan(435);
  });

  it('refuses 0 %, 100 %, percentages and equal rates with a clear message', () => {
    expect(() => runTool('sample_size', { baselineRate: 0, targetRate: 0.1 })).toThrow('baselineRate must be above 0');
    expect(() => runTool('sample_size', { baselineRate: 0.1, targetRate: 1 })).toThrow('targetRate must be below 1');
    expect(() => runTool('sample_size', { baselineRate: 11, targetRate: 14 })).toThrow(/0\.11 for 11 %/);
    expect(() => runTool('sample_size', { baselineRate: 0.1, targetRate: 0.1 })).toThrow('targetRate must differ from baselineRate');
    expect(() => runTool('sample_size', { baselineRate: '0.1', targetRate: 0.2 })).toThrow(ToolInputError);
  });

  it('stays finite at the extremes and warns under 30 per arm', () => {
    const tiny = runTool('sample_size', { baselineRate: 0.01, targetRate: 0.99 });
    expect(finite(tiny)).toBe(true);
    expect(tiny.notes.join(' ')).toContain('Under 30 users per arm');
    expect(finite(runTool('sample_size', { baselineRate: 0.0001, targetRate: 0.0002 }))).toBe(true);
  });
});

describe('significance', () => {
  it('matches a published two-proportion z-test: 45/100 vs 30/100 gives z 2.1909, p 0.02846', () => {
    // calculatorlib.com "Two-Proportion Z-Test Calculator" worked result: p̂ 0.375, SE 0.068465, z 2.1909, two-tailed p 0.02846.
    const r = runTool('significance', { controlVisitors: 100, controlConversions: 30, variantVisitors: 100, variantConversions: 45 });
    expect(r.z).toBeCloseTo(2.1909, 4);
    expect(r.pValue).toBeCloseTo(0.02846, 4);
    expect(r.lift).toBeCloseTo(0.5, 10);
    expect(r.significant).toBe(true);
    // Unpooled 95 % interval: 0.15 ± 1.959964·√(0.3·0.7/100 + 0.45·0.55/100) = 0.15 ± 0.1326.
    expect(r.ciLow).toBeCloseTo(0.0174, 4);
    expect(r.ciHigh).toBeCloseTo(0.2826, 4);
  });

  it('calls a small difference not significant', () => {
    const r = runTool('significance', { controlVisitors: 1000, controlConversions: 100, variantVisitors: 1000, variantConversions: 110 });
    expect(r.pValue).toBeGreaterThan(0.4);
    expect(r.significant).toBe(false);
    expect(r.answer).toContain('Not significant');
  });

  it('writes a p-value below 0.001 as "p < 0.001", never in exponent notation', () => {
    const r = runTool('significance', {
      controlVisitors: 20000,
      controlConversions: 2000,
      variantVisitors: 20000,
      variantConversions: 2600,
    });
    expect(r.pValue).toBeLessThan(1e-10);
    expect(r.answer).toContain('(p < 0.001)');
    expect([r.answer, ...r.steps].join(' ')).not.toMatch(/e-\d|p = 0(?![.\d])/);
  });

  it('gives p = 1 and no lift when nobody (or everybody) converted, never NaN', () => {
    const none = runTool('significance', { controlVisitors: 10, controlConversions: 0, variantVisitors: 10, variantConversions: 0 });
    expect(none.pValue).toBe(1);
    expect(none.lift).toBeNull();
    expect(finite(none)).toBe(true);
    const all = runTool('significance', { controlVisitors: 10, controlConversions: 10, variantVisitors: 10, variantConversions: 10 });
    expect(all.pValue).toBe(1);
    expect(all.notes.join(' ')).toContain('cannot tell the arms apart');
  });

  it('warns on tiny samples and refuses zero visitors and conversions above visitors', () => {
    const tiny = runTool('significance', { controlVisitors: 8, controlConversions: 1, variantVisitors: 9, variantConversions: 4 });
    expect(tiny.notes.join(' ')).toContain("Fisher's exact test");
    expect(() =>
      runTool('significance', { controlVisitors: 0, controlConversions: 0, variantVisitors: 10, variantConversions: 1 }),
    ).toThrow('controlVisitors must be at least 1');
    expect(() =>
      runTool('significance', { controlVisitors: 10, controlConversions: 12, variantVisitors: 10, variantConversions: 1 }),
    ).toThrow('controlConversions cannot exceed controlVisitors');
    expect(() =>
      runTool('significance', { controlVisitors: 10.5, controlConversions: 1, variantVisitors: 10, variantConversions: 1 }),
    ).toThrow('controlVisitors must be a whole number');
  });
});
