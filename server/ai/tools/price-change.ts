import type { ToolInput } from '../../../common/tools/inputs';
import { fmt, money, pct } from '../../../common/tools/format';
import { r, toolAnswer } from './result';

/**
 * Revenue per period before and after a price change; the share of customers that can leave (or must
 * come) before revenue is back where it was; the churn at which a customer's lifetime value is
 * unchanged; with an elasticity, the customers and revenue to expect.
 */
export function priceChange(input: ToolInput<'price_change'>) {
  const { customers, price, newPrice, churnRate, elasticity } = input;
  const change = (newPrice - price) / price;
  const revenueBefore = customers * price;
  const customersAfter = elasticity === undefined ? customers : Math.max(0, customers * (1 + elasticity * change));
  const revenueAfter = customersAfter * newPrice;
  const breakEvenLoss = 1 - price / newPrice;
  const breakEvenCustomers = revenueBefore / newPrice;
  const breakEvenChurnRate = Math.min(1, (churnRate * newPrice) / price);
  const rise = newPrice > price;
  const steps = [
    `Revenue now: ${fmt(customers)} × ${money(price)} = ${money(revenueBefore)} a period`,
    elasticity === undefined
      ? `Revenue after, if nobody leaves: ${fmt(customers)} × ${money(newPrice)} = ${money(revenueAfter)}`
      : `Customers after: ${fmt(customers)} × (1 + ${r(elasticity, 2)} × ${r(change)}) = ${fmt(customersAfter)}; revenue ${fmt(customersAfter)} × ${money(newPrice)} = ${money(revenueAfter)}`,
    `Break-even: ${money(revenueBefore)} ÷ ${money(newPrice)} = ${fmt(breakEvenCustomers)} customers, ${rise ? 'a loss' : 'a gain'} of ${pct(Math.abs(breakEvenLoss), 1)}`,
    `Lifetime value: ${money(price)} ÷ ${r(churnRate)} = ${money(price / churnRate)} now; it stays the same after the change while churn is at most ${pct(breakEvenChurnRate, 2)}`,
  ];
  return toolAnswer('price_change', {
    inputs: { ...input },
    formula:
      'revenue = customers × price; break-even loss = 1 − price ÷ newPrice; break-even churn = churn × newPrice ÷ price' +
      (elasticity === undefined ? '' : '; customers after = customers × (1 + elasticity × Δprice%)'),
    steps,
    answer: rise
      ? `Revenue goes from ${money(revenueBefore)} to ${money(revenueAfter)} a period${elasticity === undefined ? ' if nobody leaves' : ''}; the rise pays as long as you lose under ${pct(breakEvenLoss, 1)} of customers (${fmt(customers - breakEvenCustomers)}) and monthly churn stays under ${pct(breakEvenChurnRate, 2)}.`
      : `Revenue goes from ${money(revenueBefore)} to ${money(revenueAfter)} a period${elasticity === undefined ? ' unless new customers come' : ''}; the cut pays only if customers grow by more than ${pct(-breakEvenLoss, 1)} (${fmt(breakEvenCustomers - customers)} more).`,
    notes: breakEvenChurnRate >= 1 ? ['At this price even losing every customer each period keeps lifetime value level.'] : [],
    revenueBefore,
    revenueAfter,
    customersAfter,
    breakEvenLoss,
    breakEvenCustomers,
    breakEvenChurnRate,
    priceChange: change,
  });
}
