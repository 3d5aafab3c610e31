import type { ToolInput } from '../../../common/tools/inputs';
import { fmt, money as moneyIn } from '../../../common/tools/format';
import { r, toolAnswer } from './result';

/** Lifetime value from margin and churn, the LTV:CAC ratio, and the months of margin that pay back acquisition. */
export function ltvCacPayback(input: ToolInput<'ltv_cac_payback'>) {
  const money = (n: number) => moneyIn(n, input.currency);
  const { revenuePerCustomer, grossMargin, churnRate, cac } = input;
  const marginPerMonth = revenuePerCustomer * grossMargin;
  const lifetimeMonths = 1 / churnRate;
  const ltv = marginPerMonth * lifetimeMonths;
  const ratio = ltv / cac;
  const paybackMonths = cac / marginPerMonth;
  return toolAnswer('ltv_cac_payback', {
    inputs: { ...input },
    formula: 'LTV = revenue × margin ÷ churn; LTV:CAC = LTV ÷ CAC; payback = CAC ÷ (revenue × margin)',
    steps: [
      `Margin a month: ${money(revenuePerCustomer)} × ${r(grossMargin, 2)} = ${money(marginPerMonth)}`,
      `Average life: 1 ÷ ${r(churnRate)} = ${fmt(lifetimeMonths, 1)} months; LTV = ${money(marginPerMonth)} × ${fmt(lifetimeMonths, 1)} = ${money(ltv)}`,
      `LTV:CAC = ${money(ltv)} ÷ ${money(cac)} = ${fmt(ratio, 2)}; payback = ${money(cac)} ÷ ${money(marginPerMonth)} = ${fmt(paybackMonths, 1)} months`,
    ],
    answer: `LTV ${money(ltv)}, LTV:CAC ${fmt(ratio, 1)}:1, CAC paid back in ${fmt(paybackMonths, 1)} months${paybackMonths > lifetimeMonths ? ', longer than the average customer stays' : ''}.`,
    notes: [
      ratio < 3 ? 'Below the common 3:1 benchmark for LTV:CAC.' : '',
      paybackMonths > 12 ? 'Payback over 12 months ties up cash; under 12 is the usual target.' : '',
    ].filter(Boolean),
    ltv,
    ltvToCac: ratio,
    paybackMonths,
    lifetimeMonths,
    marginPerMonth,
  });
}
