import { describe, expect, it } from 'vitest';
import { TOOL_INPUTS, TOOL_NAMES } from '../../../common/tools/inputs';
import { runTool, TOOL_FUNCTIONS } from './registry';

describe('price_change', () => {
  it('breaks even at a 9.1 % loss of customers for a 10 % rise', () => {
    // Nagle & Müller, The Strategy and Tactics of Pricing, break-even sales change = −ΔP ÷ (CM + ΔP); with no
    // variable cost the margin is the price: −10 ÷ (100 + 10) = −9.09 %.
    const r = runTool('price_change', { customers: 2000, price: 100, newPrice: 110, churnRate: 0.05 });
    expect(r.revenueBefore).toBe(200_000);
    // 2,000 × 95 % = 1,900 customers × $110 = $209,000.
    expect(r.customersAfter).toBe(1900);
    expect(r.revenueAfter).toBeCloseTo(209_000, 8);
    expect(r.breakEvenLoss).toBeCloseTo(0.0909, 4);
    expect(r.breakEvenCustomers).toBeCloseTo(1818.18, 2);
    expect(r.answer).toContain('fewer than 9.1% of customers leave');
  });

  it('loses revenue when more leave than break-even, and applies an elasticity', () => {
    const r = runTool('price_change', { customers: 1000, price: 50, newPrice: 60, churnRate: 0.2, elasticity: -0.5 });
    expect(r.revenueAfter).toBeCloseTo(48_000, 8);
    expect(r.revenueChange).toBeCloseTo(-2000, 8);
    // −0.5 × +20 % price = 10 % fewer customers: 900 × $60 = $54,000.
    expect(r.predictedLoss).toBeCloseTo(0.1, 10);
    expect(r.revenueAtPredictedLoss).toBeCloseTo(54_000, 8);
  });

  it('says a price cut needs more customers to break even, and takes a loss of 0', () => {
    const r = runTool('price_change', { customers: 1000, price: 50, newPrice: 40, churnRate: 0 });
    expect(r.breakEvenLoss).toBeCloseTo(-0.25, 10);
    expect(r.revenueAfter).toBe(40_000);
    expect(r.answer).toContain('grow by more than 25%');
  });

  it('refuses zero prices, equal prices and a loss of 100 %', () => {
    expect(() => runTool('price_change', { customers: 10, price: 0, newPrice: 5, churnRate: 0.1 })).toThrow('price must be above 0');
    expect(() => runTool('price_change', { customers: 10, price: 5, newPrice: 5, churnRate: 0.1 })).toThrow('newPrice must differ');
    expect(() => runTool('price_change', { customers: 10, price: 5, newPrice: 6, churnRate: 1 })).toThrow('churnRate must be below 1');
    expect(() => runTool('price_change', { customers: 10, price: 5, newPrice: 6, churnRate: 8 })).toThrow('0.08 for 8 %');
  });
});

describe('rice and ice', () => {
  it('scores RICE as Intercom defines it: 500 reach × 2 impact × 80 % ÷ 2 person-months = 400', () => {
    // Intercom, "RICE: Simple prioritization for product managers" (McBride): Reach × Impact × Confidence ÷ Effort.
    const r = runTool('rice', {
      items: [
        { name: 'Onboarding checklist', reach: 500, impact: 2, confidence: 0.8, effort: 2 },
        { name: 'SSO', reach: 100, impact: 3, confidence: 1, effort: 3 },
      ],
    });
    expect(r.ranking).toEqual([
      { name: 'Onboarding checklist', score: 400, rank: 1 },
      { name: 'SSO', score: 100, rank: 2 },
    ]);
    expect(r.top).toBe('Onboarding checklist');
  });

  it('scores ICE as impact × confidence × ease and reports ties', () => {
    const r = runTool('ice', {
      items: [
        { name: 'A', impact: 8, confidence: 5, ease: 5 },
        { name: 'B', impact: 5, confidence: 8, ease: 5 },
      ],
    });
    expect(r.ranking).toEqual([
      { name: 'A', score: 200, rank: 1 },
      { name: 'B', score: 200, rank: 1 },
    ]);
    expect(r.answer).toContain('tie at 200');
    expect(() => runTool('ice', { items: [] })).toThrow('Give at least one item');
    expect(() => runTool('ice', { items: [{ name: 'A', impact: 11, confidence: 5, ease: 5 }] })).toThrow('scored 1 to 10');
  });
});

describe('funnel', () => {
  it('finds the biggest drop and values recovering 5 points there', () => {
    // 10,000 visits → 2,000 sign-ups (20 %) → 500 paid (25 %): 8,000 lost at the first step. 5 more points there is
    // 500 more sign-ups, 25 % of whom pay: 125 customers, × $100 = $12,500.
    const r = runTool('funnel', {
      steps: [
        { name: 'visits', count: 10_000 },
        { name: 'sign-ups', count: 2000 },
        { name: 'paid', count: 500 },
      ],
      recoverPoints: 0.05,
      valuePerConversion: 100,
    });
    expect(r.overallConversion).toBe(0.05);
    expect(r.biggestDrop).toEqual({ from: 'visits', to: 'sign-ups', lost: 8000, lostShare: 0.8 });
    expect(r.recoveredConversions).toBeCloseTo(125, 10);
    expect(r.recoveredValue).toBeCloseTo(12_500, 8);
  });

  it('keeps a step of zero finite and refuses a step larger than the one before', () => {
    const r = runTool('funnel', {
      steps: [
        { name: 'a', count: 10 },
        { name: 'b', count: 0 },
        { name: 'c', count: 0 },
      ],
    });
    expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity|null,"recoveredValue":NaN/);
    expect(() =>
      runTool('funnel', {
        steps: [
          { name: 'a', count: 10 },
          { name: 'b', count: 20 },
        ],
      }),
    ).toThrow('no more people');
    expect(() =>
      runTool('funnel', {
        steps: [
          { name: 'a', count: 0 },
          { name: 'b', count: 0 },
        ],
      }),
    ).toThrow('at least one person');
  });
});

describe('cohort_retention', () => {
  it('weights the average curve by cohort size over the cohorts observed in each period', () => {
    // Period 1: (80 + 30) ÷ (100 + 50) = 73.3 %; period 2 only the first cohort: 60 ÷ 100.
    const r = runTool('cohort_retention', {
      cohorts: [
        { name: 'Jan', size: 100, active: [80, 60] },
        { name: 'Feb', size: 50, active: [30] },
      ],
    });
    expect(r.averageRetention).toEqual([110 / 150, 0.6]);
    expect(() => runTool('cohort_retention', { cohorts: [{ name: 'Jan', size: 10, active: [11] }] })).toThrow('cannot exceed');
  });
});

describe('ltv_cac_payback', () => {
  it('follows the SaaS formula: $100 × 80 % ÷ 2 % = $4,000 LTV, 4:1 on a $1,000 CAC, 12.5 months payback', () => {
    // David Skok, "SaaS Metrics 2.0": LTV = ARPA × gross margin ÷ churn; payback = CAC ÷ (ARPA × gross margin).
    const r = runTool('ltv_cac_payback', { revenuePerCustomer: 100, grossMargin: 0.8, churnRate: 0.02, cac: 1000 });
    expect(r.ltv).toBeCloseTo(4000, 8);
    expect(r.ltvToCac).toBeCloseTo(4, 10);
    expect(r.paybackMonths).toBe(12.5);
    expect(r.notes.join(' ')).toContain('Payback over 12 months');
    expect(() => runTool('ltv_cac_payback', { revenuePerCustomer: 100, grossMargin: 0.8, churnRate: 0, cac: 1 })).toThrow(
      'churnRate must be above 0',
    );
  });
});

describe('market_size', () => {
  it('multiplies bottom-up: 40,000 agencies × $360 = $14.4M TAM, × 25 % SAM, × 5 % SOM', () => {
    const r = runTool('market_size', { potentialCustomers: 40_000, pricePerYear: 360, serviceableShare: 0.25, obtainableShare: 0.05 });
    expect([r.tam, r.sam, r.som, r.somCustomers]).toEqual([14_400_000, 3_600_000, 180_000, 500]);
  });
});

describe('convert_units', () => {
  it('turns $30 a month into $360 a year, and 3 months into 13.04 weeks', () => {
    expect(runTool('convert_units', { value: 30, from: 'month', to: 'year', kind: 'rate' }).value).toBeCloseTo(360, 10);
    expect(runTool('convert_units', { value: 3, from: 'month', to: 'week' }).value).toBeCloseTo(13.0446, 4);
    expect(runTool('convert_units', { value: 100, from: 'year', to: 'year', kind: 'rate', exchangeRate: 0.92 }).value).toBeCloseTo(92, 10);
    expect(() => runTool('convert_units', { value: 1, from: 'fortnight', to: 'day' })).toThrow('from must be one of');
  });
});

describe('the registry', () => {
  it('has one function per declared tool', () => {
    expect(Object.keys(TOOL_FUNCTIONS).sort()).toEqual([...TOOL_NAMES].sort());
    expect(Object.keys(TOOL_INPUTS)).toEqual(expect.arrayContaining(['sample_size', 'significance', 'price_change']));
  });
});
