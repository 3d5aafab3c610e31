/**
 * Bottom-up TAM, SAM and SOM from the PM's figures, worked out with the market_size tool. The price
 * keeps its period (a monthly price is turned yearly out loud); a level whose share was not read for
 * certain is not shown, and the share it needs is asked for.
 */
import { blocks, toolCall, type Answer } from './answer';
import type { Conversation } from './conversation';
import { marketSize } from '../../tools/market-size';
import { cash, num, share } from '../reading/figures';
import { askForMissing, readLine } from '../reading/reading';
import { readMarket } from '../reading/read-market';

/** TAM, SAM and SOM as capitals (a colleague called Sam is not a market), or the words of market sizing. */
export const asksMarket = (text: string) =>
  /\b(?:TAM|SAM|SOM)\b|\bTAM\/SAM/.test(text) ||
  /\b(?:tam|market size|size (?:of )?(?:the|our|this) market|size the market|addressable market|serviceable|obtainable|how big is (?:the|this|our) market)\b/i.test(
    text,
  );

export function answerMarketSize(c: Conversation): Answer | null {
  const reading = readMarket(c.text);
  const { potentialCustomers, pricePerYear, serviceableShare, obtainableShare } = reading.input;
  if (potentialCustomers === undefined && pricePerYear === undefined && reading.read.length === 0) return null;
  const money = (n: number) => cash(n, reading.currency);
  const who = reading.customers ?? 'customers';
  if (potentialCustomers === undefined || pricePerYear === undefined)
    return {
      kind: 'sizing',
      claim: 'need the market figures',
      text: blocks(
        '**Not enough to size the market yet: I work it out as customers × yearly price, then the shares.**',
        readLine(reading),
        potentialCustomers !== undefined && serviceableShare !== undefined
          ? `In customers so far: ${num(potentialCustomers)} × ${share(serviceableShare)} = ${num(potentialCustomers * serviceableShare)} you can serve${obtainableShare !== undefined ? `, × ${share(obtainableShare)} = ${num(potentialCustomers * serviceableShare * obtainableShare)} you can win` : ''}.`
          : '',
        askForMissing(reading),
      ),
    };
  const result = marketSize({
    potentialCustomers,
    pricePerYear,
    serviceableShare: serviceableShare ?? 1,
    obtainableShare: obtainableShare ?? 1,
    currency: reading.currency,
  });
  const monthly = (n: number) => (reading.period === 'month' ? ` (${money(n / 12)} a month)` : '');
  const lines = [
    `- **TAM** = ${num(potentialCustomers)} ${who} × ${money(pricePerYear)} a year = **${money(result.tam)} a year**${monthly(result.tam)}`,
  ];
  if (serviceableShare !== undefined)
    lines.push(
      `- **SAM** = ${money(result.tam)} × ${share(serviceableShare)} = **${money(result.sam)} a year** (${num(potentialCustomers * serviceableShare)} ${who})`,
    );
  if (serviceableShare !== undefined && obtainableShare !== undefined)
    lines.push(
      `- **SOM** = ${money(result.sam)} × ${share(obtainableShare)} = **${money(result.som)} a year** (${num(result.somCustomers)} ${who})`,
    );
  const levels = [
    `TAM ${money(result.tam)}`,
    serviceableShare !== undefined ? `SAM ${money(result.sam)}` : '',
    lines.length === 3 ? `SOM ${money(result.som)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const weakest = obtainableShare ?? serviceableShare;
  return {
    kind: 'sizing',
    tools: [toolCall('market_size', result)],
    claim: `${levels} a year`,
    text: blocks(
      `**${levels} a year.**`,
      readLine(reading),
      lines,
      askForMissing(reading),
      lines.length === 3 && weakest !== undefined
        ? `**Recommendation:** plan on the SOM, not the TAM: it is the revenue you can reach. The ${share(obtainableShare ?? 0)} win rate drives it most; halve it and SOM is ${money(result.som / 2)}. Check it against a comparable product’s share in a similar market, or a fake-door test at this price.`
        : '',
    ),
    why: ['bottom-up: customers × yearly price, then the share you can serve, then the share you can win'],
  };
}
