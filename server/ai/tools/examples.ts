import type { ToolInput, ToolName } from '../../../common/tools/inputs';

/** One valid input per tool: the benchmark runs them, the route tests send them. */
export const TOOL_EXAMPLES: { [N in ToolName]: ToolInput<N> } = {
  sample_size: { baselineRate: 0.11, targetRate: 0.14 },
  significance: { controlVisitors: 2400, controlConversions: 264, variantVisitors: 2400, variantConversions: 312 },
  price_change: { customers: 12_000, price: 30, newPrice: 35, churnRate: 0.08 },
  rice: {
    items: [
      { name: 'Onboarding checklist', reach: 500, impact: 2, confidence: 0.8, effort: 2 },
      { name: 'SSO', reach: 100, impact: 3, confidence: 1, effort: 3 },
    ],
  },
  ice: { items: [{ name: 'Dark mode', impact: 4, confidence: 7, ease: 8 }] },
  funnel: {
    steps: [
      { name: 'visits', count: 10_000 },
      { name: 'sign-ups', count: 2000 },
      { name: 'paid', count: 500 },
    ],
    recoverPoints: 0.05,
  },
  cohort_retention: { cohorts: [{ name: 'January', size: 400, active: [220, 180, 150] }] },
  ltv_cac_payback: { revenuePerCustomer: 100, grossMargin: 0.8, churnRate: 0.02, cac: 1000 },
  market_size: { potentialCustomers: 40_000, pricePerYear: 360, serviceableShare: 0.25, obtainableShare: 0.05 },
  convert_units: { value: 30, from: 'month', to: 'year', kind: 'rate' },
};
