import type { ToolInput } from '../../../common/tools/inputs';
import { fmt, money as moneyIn, pct } from '../../../common/tools/format';
import { r, toolAnswer } from './result';

/** The share of customers a price change can lose before revenue falls (negative: the share it must gain). */
export const breakEvenLoss = (price: number, newPrice: number) => 1 - price / newPrice;

/**
 * Revenue per period before a price change and after losing `churnRate` of the customers to it; the
 * share that can leave before revenue falls; with an elasticity, the loss it predicts and the revenue then.
 */
export function priceChange(input: ToolInput<'price_change'>) {
  const money = (n: number) => moneyIn(n, input.currency);
  const { customers, price, newPrice, churnRate, elasticity } = input;
  const change = (newPrice - price) / price;
  const revenueBefore = customers * price;
  const customersAfter = customers * (1 - churnRate);
  const revenueAfter = customersAfter * newPrice;
  const revenueChange = revenueAfter - revenueBefore;
  const breakEven = breakEvenLoss(price, newPrice);
  const breakEvenCustomers = revenueBefore / newPrice;
  const predictedLoss = elasticity === undefined ? null : Math.min(1, Math.max(-1, -elasticity * change));
  const revenueAtPredictedLoss = predictedLoss === null ? null : customers * (1 - predictedLoss) * newPrice;
  const rise = newPrice > price;
  const steps = [
    `Revenue now: ${fmt(customers)} × ${money(price)} = ${money(revenueBefore)}`,
    `After: ${fmt(customers)} × (1 − ${pct(churnRate, 2)}) = ${fmt(customersAfter)} × ${money(newPrice)} = ${money(revenueAfter)} (${revenueChange >= 0 ? '+' : '−'}${money(Math.abs(revenueChange))})`,
    `Break-even: 1 − ${money(price)} ÷ ${money(newPrice)} = ${pct(breakEven, 2)} (${fmt(breakEvenCustomers)} customers keep revenue level)`,
  ];
  if (predictedLoss !== null && revenueAtPredictedLoss !== null)
    steps.push(
      `Elasticity ${r(elasticity ?? 0, 2)} × price change ${pct(change, 1)}: ${predictedLoss >= 0 ? 'lose' : 'gain'} ${pct(Math.abs(predictedLoss), 1)}, revenue ${money(revenueAtPredictedLoss)}`,
    );
  return toolAnswer('price_change', {
    inputs: { ...input },
    formula:
      'revenue = customers × price; after = customers × (1 − churnRate) × newPrice; break-even loss = 1 − price ÷ newPrice' +
      (elasticity === undefined ? '' : '; predicted loss = −elasticity × (newPrice − price) ÷ price'),
    steps,
    answer: rise
      ? `Revenue goes from ${money(revenueBefore)} to ${money(revenueAfter)} a period if ${pct(churnRate, 1)} leave; the rise pays as long as fewer than ${pct(breakEven, 1)} of customers leave.`
      : `Revenue goes from ${money(revenueBefore)} to ${money(revenueAfter)} a period if ${pct(churnRate, 1)} leave; the cut pays only if customers grow by more than ${pct(-breakEven, 1)}.`,
    notes: [],
    revenueBefore,
    revenueAfter,
    revenueChange,
    customersAfter,
    breakEvenLoss: breakEven,
    breakEvenCustomers,
    priceChange: change,
    predictedLoss,
    revenueAtPredictedLoss,
  });
}
