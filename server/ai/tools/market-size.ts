import type { ToolInput } from '../../../common/tools/inputs';
import { fmt, money as moneyIn, pct } from '../../../common/tools/format';
import { toolAnswer } from './result';

/** Bottom-up TAM, SAM and SOM a year from the customers, their yearly price and two shares. */
export function marketSize(input: ToolInput<'market_size'>) {
  const money = (n: number) => moneyIn(n, input.currency);
  const { potentialCustomers, pricePerYear, serviceableShare, obtainableShare } = input;
  const tam = potentialCustomers * pricePerYear;
  const sam = tam * serviceableShare;
  const som = sam * obtainableShare;
  return toolAnswer('market_size', {
    inputs: { ...input },
    formula: 'TAM = customers × price a year; SAM = TAM × serviceable share; SOM = SAM × obtainable share',
    steps: [
      `TAM = ${fmt(potentialCustomers)} × ${money(pricePerYear)} = ${money(tam)}`,
      `SAM = ${money(tam)} × ${pct(serviceableShare, 2)} = ${money(sam)}`,
      `SOM = ${money(sam)} × ${pct(obtainableShare, 2)} = ${money(som)} (${fmt(potentialCustomers * serviceableShare * obtainableShare)} customers)`,
    ],
    answer: `TAM ${money(tam)}, SAM ${money(sam)}, SOM ${money(som)} a year.`,
    notes: [],
    tam,
    sam,
    som,
    somCustomers: potentialCustomers * serviceableShare * obtainableShare,
  });
}
