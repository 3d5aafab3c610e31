/**
 * Answers that rest on numbers the PM gave: each starts from what was read, works the numbers out in
 * the open, and gives a verdict only when every number it rests on was read for certain. Otherwise
 * it shows what it read and asks for exactly what is missing.
 */
import { blocks, toolCall, type Answer, type ToolCall } from './answer';
import type { Conversation } from './conversation';
import { breakEvenLoss, priceChange } from '../../tools/price-change';
import { significance } from '../../tools/significance';
import { cash, counted, figuresIn, normalised, num, pText, share } from '../reading/figures';
import { askForMissing, readLine } from '../reading/reading';
import { readArms, type Group } from '../reading/read-arms';
import { readPrice } from '../reading/read-price';

/** The words that ask whether a test's difference is real. */
export const ASKS_SIGNIFICANCE =
  /\b(significan\w*|p[- ]?value|confidence|did (it|this|that|the \w+) work|(is|was) (it|this|that|the \w+) (better|real|worse)|winner|win|won|beat|beats|results?|better|worse|conclusive|noise|chance|lift)\b/;

/** Users per group at which two observed rates are 1.96 standard errors apart (p = 0.05, two-sided). */
export const usersForSignificance = (p1: number, p2: number) => {
  const pooled = (p1 + p2) / 2;
  return Math.ceil((1.959964 ** 2 * 2 * pooled * (1 - pooled)) / (p1 - p2) ** 2);
};

const points = (diff: number) => `${diff >= 0 ? '+' : '−'}${counted(Math.abs(diff) * 100, 'point', Math.abs(diff) < 0.001 ? 2 : 1)}`;

/** "The test is at 4.2% vs 3.9%": two rates of a running test set against each other, without their counts. */
export const ratesOfATest = (text: string) =>
  (/\d\s?%\s*(?:vs\.?|versus|against|compared to|and)\s*\d[\d.]*\s?%/i.test(text) ||
    /(?:^|[\s(])A\b[^%]{0,40}\d\s?%[^%]{0,40}\bB\b[^%]{0,30}\d\s?%/.test(text)) &&
  /\b(?:test|experiment|variant|control|arm|version [ab]|which (?:is|was|one is) better|winner)\b|(?:^|\s)[AB]\s/i.test(text) &&
  !/\b(?:how long|how many|sample size|detect|power|per (?:arm|group|variant))\b/i.test(text);

/** "Is it significant?" from the counts of two groups. */
export function answerSignificance(c: Conversation): Answer | null {
  const reading = readArms(c.text);
  if (reading.groups.length < 2 && !ASKS_SIGNIFICANCE.test(c.text.toLowerCase()) && !ratesOfATest(c.text)) return null;
  const what = readLine(reading);
  if (reading.groups.length < 2) {
    const rates = figuresIn(normalised(c.text)).filter((f) => f.kind === 'percent' && f.value > 0 && f.value < 100);
    const [p1, p2] = rates.map((f) => f.value / 100);
    const example =
      p1 !== undefined && p2 !== undefined && p1 !== p2
        ? `${share(p1)} against ${share(p2)} becomes significant at about ${num(usersForSignificance(p1, p2))} users per group, and is noise with far fewer.`
        : '11% against 13% is clear with 5,000 users per group and noise with 500.';
    return {
      kind: 'experiment',
      claim: 'not enough to call it yet',
      text: blocks(
        `**I can't tell yet whether the difference is real.** Significance depends on how many people each rate rests on: ${example}`,
        what,
        askForMissing(reading),
        /\b(?:stop|end|call|kill)\b/i.test(c.text)
          ? 'On stopping: stop at the sample size you fixed before the test started, not when the gap looks good or bad; checking until it looks significant makes a false winner far more likely than 1 in 20.'
          : '',
      ),
    };
  }
  const named = reading.missing.length === 0;
  // Control first when the words name the arms; unnamed groups stay in the order written, and no side is said to win.
  const [x, y] = (
    named ? [...reading.groups].sort((g, h) => Number(h.arm === 'control') - Number(g.arm === 'control')) : reading.groups
  ) as [Group, Group];
  if (x.visitors === 0 || y.visitors === 0) return null;
  if (x.conversions > x.visitors || y.conversions > y.visitors) return null;
  const read = significance({
    controlVisitors: x.visitors,
    controlConversions: x.conversions,
    variantVisitors: y.visitors,
    variantConversions: y.conversions,
  });
  const test = {
    rateA: read.controlRate,
    rateB: read.variantRate,
    diff: read.difference,
    lift: read.lift ?? 0,
    z: read.z,
    pValue: read.pValue,
    ci: [read.ciLow, read.ciHigh] as const,
  };
  const significant = test.pValue < 0.05;
  // Counts worked out from rounded rates: the p-value at both ends of what the rates could have been.
  const ends = (g: Group) => g.range ?? [g.conversions, g.conversions];
  const pAt = (a: number, b: number) =>
    significance({ controlVisitors: x.visitors, controlConversions: a, variantVisitors: y.visitors, variantConversions: b }).pValue;
  const pRange = x.range || y.range ? [pAt(ends(x)[0], ends(y)[1]), pAt(ends(x)[1], ends(y)[0])].sort((a, b) => a - b) : undefined;
  const borderline = pRange !== undefined && (pRange[0] as number) < 0.05 !== (pRange[1] as number) < 0.05;
  const names = named ? (['Control', 'Variant'] as const) : (['First group', 'Second group'] as const);
  const table = [
    '| | Converted | Total | Rate |',
    '|---|---:|---:|---:|',
    `| ${names[0]} | ${num(x.conversions)} | ${num(x.visitors)} | ${share(test.rateA)} |`,
    `| ${names[1]} | ${num(y.conversions)} | ${num(y.visitors)} | ${share(test.rateB)} |`,
  ];
  const working = [
    `- Difference: ${points(test.diff)} (${names[1].toLowerCase()} against ${names[0].toLowerCase()}), ${test.lift >= 0 ? '+' : '−'}${num(Math.abs(test.lift) * 100, 0)}% relative`,
    `- 95% interval of the difference: ${points(test.ci[0])} to ${points(test.ci[1])}`,
    `- Two-proportion z-test, pooled: z = ${num(test.z, 2)}, ${pText(test.pValue)} (two-sided)`,
  ];
  let headline: string;
  let next: string;
  if (!named) {
    headline = `**The first group converts ${share(test.rateA)} and the second ${share(test.rateB)}: ${counted(Math.abs(test.diff) * 100, 'point', 1)} apart, and ${significant ? 'that gap is' : 'that gap is not'} statistically significant** (${pText(test.pValue)}).`;
    next = 'Which of the two is the control (the version you have today)? Then I can say whether to ship the other.';
  } else if (reading.nonRandomised) {
    headline = `**${significant ? 'Promising, but not proof' : 'Not shown'}: this compares before with after, not a randomised split.** The rate moved ${points(test.diff)}; a randomised test of these sizes would ${significant ? '' : 'not '}call that significant (${pText(test.pValue)}).`;
    next =
      'Season, traffic mix, a campaign or a pricing change between the two periods could explain the move as well as your change can. **Recommendation:** if the decision is costly to undo, confirm with a 50/50 split for one or two full weeks; if it is cheap to undo, keep the change and watch the rate for another period.';
  } else if (borderline && pRange) {
    headline = `**Too close to call from rounded rates: ${points(test.diff)}, ${pText(test.pValue)}, right at the 0.05 line.**`;
    next = `With the rates rounded as written, the p-value could be anywhere from ${num(pRange[0] as number, 3)} to ${num(pRange[1] as number, 3)}, on both sides of 0.05. **One question:** what are the exact conversion counts for each group? With those I can call it; until then, do not ship on this.`;
  } else if (significant) {
    const wins = test.diff > 0;
    headline = `**${wins ? 'The variant wins' : 'The variant is worse'}: ${points(test.diff)}, and the difference is statistically significant** (${test.pValue < 0.001 ? pText(test.pValue) : `${pText(test.pValue)} < 0.05`}).`;
    const sideBySide = reading.splitStated
      ? ''
      : ' This assumes both versions ran at the same time with people split between them at random; if one replaced the other, it is a before/after comparison and season or traffic mix could explain the gap too.';
    next = wins
      ? `**Recommendation:** ship the variant. The interval says the true lift is somewhere between ${points(test.ci[0])} and ${points(test.ci[1])}: plan on the low end. The trade-off you accept is a 1-in-20 chance that a difference this size is luck; check the guardrail metrics (refunds, support tickets, retention) before calling it done.${sideBySide}`
      : '**Recommendation:** keep the control and stop the variant; look at where in the flow the variant loses people before trying again.';
  } else {
    headline = `**Not significant yet: ${points(test.diff)}, ${pText(test.pValue)}.** A difference this size could be chance at these sample sizes.`;
    next = `**Recommendation:** do not ship on this. The 95% interval (${points(test.ci[0])} to ${points(test.ci[1])}) still includes zero: either keep the test running to the sample size you planned, or decide the change is too small to matter and move on.`;
  }
  return {
    kind: 'experiment',
    claim: named && !reading.nonRandomised && !borderline ? (significant ? 'significant' : 'not significant yet') : 'cannot call it yet',
    text: blocks(headline, what, table, working, next),
    why: [
      `${pText(test.pValue)}: the chance of a gap at least this large if both versions converted the same`,
      `the interval of the difference runs from ${points(test.ci[0])} to ${points(test.ci[1])}`,
    ],
    tools: [toolCall('significance', read)],
  };
}

/** Whether the message proposes a new price: two amounts joined as old and new, or a price word and a money amount. */
export const PROPOSES_PRICE = /\b(price|pricing|raise|increase|hike|charge|plan|tier|subscription|per seat|cost)\b/;

const ASKS_HOW_MANY_LOST =
  /\bhow many\b[^.?]*\b(?:lose|losing|leave|churn|cancel)\b|\bbad idea\b|\bbreak[- ]?even\b|\bhow much (?:churn|loss)\b/i;

const NOT_A_PRICE = /\b(?:arr|mrr|revenue|budget|funding|valuation|salary|salaries|spend|cac|market)\b/;

/** A price move: said with a price word, or two amounts joined old to new next to a billing period or the customers who pay it. */
export function proposesPrice(text: string, lower: string) {
  const reading = readPrice(text);
  if (reading.input.newPrice === undefined) return false;
  return (
    PROPOSES_PRICE.test(lower) || ((reading.period !== undefined || reading.input.customers !== undefined) && !NOT_A_PRICE.test(lower))
  );
}

const RISE_BY =
  /\b(?:raise|raising|increase|increasing|hike|hiking|put up|putting up|lift|lifting)\s+(?:our |the |all )?(?:prices?|pricing|plans?)\s+(?:by\s+)?(\d+(?:\.\d+)?)\s?%|\b(?:prices?|pricing)\s+(?:up|rise|increase|hike)\s+(?:of\s+|by\s+)?(\d+(?:\.\d+)?)\s?%|\b(\d+(?:\.\d+)?)\s?%\s+(?:price\s+)?(?:rise|increase|hike)\b/i;

/** "If we raise prices 20%, how many customers will we lose?": the loss it can bear, since the loss itself is not known from here. */
export function answerPercentRise(c: Conversation): Answer | null {
  const m = RISE_BY.exec(c.text);
  const rise = Number(m?.[1] ?? m?.[2] ?? m?.[3]) / 100;
  if (!m || !(rise > 0) || rise > 5) return null;
  const breakEven = 1 - 1 / (1 + rise);
  return {
    kind: 'pricing',
    claim: `break-even at ${share(breakEven)} lost`,
    text: blocks(
      `**Nobody can tell you the loss in advance, but the loss you can afford is exact: a ${share(rise, 0)} rise pays for itself as long as you lose fewer than ${share(breakEven)} of paying customers.**`,
      `- Break-even loss: 1 − 1 ÷ ${num(1 + rise, 2)} = **${share(breakEven)}**`,
      [
        '**How to find out how many would actually leave, before you commit:**',
        '- Put the new price in front of new sign-ups only for two to four weeks and compare their conversion with the weeks before (or a random half still on the old price).',
        '- Ask current customers who would leave at the new price in a short survey (a willingness-to-pay question such as Van Westendorp); treat the answer as an upper bound, since people say they will leave more often than they do.',
        '- Look at what happened the last time you changed a price, and at cancellation reasons that already mention price.',
      ],
      '**One question:** how many customers pay today, and at what price? With that I will put the rise and the break-even in money.',
    ),
    why: [`break-even loss = 1 − 1 ÷ (1 + rise) = ${share(breakEven)}`],
  };
}

/** "Raise the price from $29 to $35 a month, if we lose 8% of 4,500 teams?" */
export function answerPriceChange(c: Conversation): Answer | null {
  const reading = readPrice(c.text);
  const { price, newPrice, customers, churnRate } = reading.input;
  if (price === undefined || newPrice === undefined || price <= 0 || newPrice <= 0) return null;
  const money = (n: number) => cash(n, reading.currency);
  const per = reading.period ? ` a ${reading.period}` : '';
  const breakEven = newPrice > price ? breakEvenLoss(price, newPrice) : 0;
  const what = readLine(reading);
  const lines: string[] = [];
  const tools: ToolCall[] = [];
  if (customers !== undefined) {
    const before = customers * price;
    lines.push(`- Revenue now: ${num(customers)} × ${money(price)} = **${money(before)}${per}**`);
    if (churnRate !== undefined) {
      const priced = priceChange({ customers, price, newPrice, churnRate });
      const { customersAfter: kept, revenueAfter: after } = priced;
      tools.push(toolCall('price_change', priced));
      lines.push(`- After: ${num(customers)} × (1 − ${share(churnRate)}) = ${num(kept)} × ${money(newPrice)} = **${money(after)}${per}**`);
      lines.push(
        `- Change: **${after >= before ? '+' : '−'}${money(Math.abs(after - before))}${per}** (${after >= before ? '+' : '−'}${share(Math.abs(after / before - 1))})`,
      );
      if (reading.period === 'month') lines.push(`- Over a year: ${after >= before ? '+' : '−'}${money(Math.abs(after - before) * 12)}`);
    }
  }
  if (newPrice > price && customers !== undefined && churnRate === undefined) {
    const kept = Math.ceil((customers * price) / newPrice - 1e-9);
    lines.push(
      `- ${reading.noun.charAt(0).toUpperCase()}${reading.noun.slice(1)} you must keep: ${money(customers * price)} ÷ ${money(newPrice)} = ${num((customers * price) / newPrice, 1)}, so keep ${num(kept)} and you can lose **${num(customers - kept)}**`,
    );
  }
  if (newPrice > price)
    lines.push(
      `- Break-even loss: 1 − ${money(price)} ÷ ${money(newPrice)} = **${share(breakEven)}**: lose fewer than that and revenue goes up`,
    );
  else
    lines.push(
      `- A lower price pays only if enough new customers come: ${money(price)} ÷ ${money(newPrice)} − 1 = **${share(price / newPrice - 1)} more customers** to keep revenue level${customers !== undefined ? `, that is ${num(customers)} × ${share(price / newPrice - 1)} = about **${num(Math.ceil(customers * (price / newPrice - 1) - 1e-9))} more**` : ''}`,
    );

  let headline: string;
  let next: string;
  if (churnRate !== undefined && newPrice > price) {
    const margin = breakEven - churnRate;
    headline =
      margin > 0
        ? `**On revenue, yes: losing ${share(churnRate)} is under the ${share(breakEven)} break-even${customers !== undefined ? `, so revenue rises` : ''}.**`
        : `**On revenue, no: losing ${share(churnRate)} is more than the ${share(breakEven)} break-even, so revenue falls.**`;
    next =
      margin > 0
        ? `**Recommendation:** raise it, and protect the margin of ${counted(margin * 100, 'point', 1)}: the risk is who leaves, not how many. If your largest or most active customers are the price-sensitive ones, the loss in revenue is bigger than the loss in count, so check churn by plan size after the first billing cycle. ${customers === undefined ? 'Tell me how many customers pay today and I will put the change in money.' : 'Grandfathering current customers for one cycle lowers the loss at the cost of a slower gain.'}`
        : `**Recommendation:** do not raise it this way. Either raise it less (at ${money(price / (1 - churnRate * 0.8))} your expected loss would sit inside break-even), or add value to the plan so fewer leave; test the new price on new sign-ups first, where nobody loses a price they had.`;
  } else if (newPrice < price) {
    const needed = price / newPrice - 1;
    headline = `**A cut from ${money(price)} to ${money(newPrice)} pays only if it brings ${share(needed)} more customers${customers !== undefined ? `: about ${num(Math.ceil(customers * needed - 1e-9))} on top of your ${num(customers)}` : ''}, just to keep revenue level.**`;
    next = `**Recommendation:** cut only if you have evidence that price, not value, is what stops people buying (lost-deal reasons, a price test on new visitors). Everyone paying today pays less from day one, while the new ones arrive over months.`;
  } else if (customers !== undefined && newPrice > price && ASKS_HOW_MANY_LOST.test(c.text)) {
    const kept = Math.ceil((customers * price) / newPrice - 1e-9);
    const { noun } = reading;
    headline = `**You can lose up to ${num(customers - kept)} of your ${num(customers)} ${noun} (${share(breakEven)}) before revenue falls below today's ${money(customers * price)}${per}.**`;
    next = `**Recommendation:** treat ${num(customers - kept)} as the ceiling, not the plan: it is a bad idea well before that if the ones who leave are your most active or largest accounts, since they bring referrals and expansion that this count ignores. Try the new price on new sign-ups first, then move current ${noun} with notice and watch cancellations by plan size in the first billing cycle.`;
  } else {
    headline = `**The rise pays for itself as long as you lose fewer than ${share(breakEven)} of customers.**`;
    next = churnRate === undefined ? askForMissing({ missing: reading.missing.filter((m) => m.field === 'churnRate') }) : '';
  }
  if (!reading.period)
    next = `${next} I have not assumed whether these prices are monthly or yearly: the amounts above are per billing period.`.trim();
  return {
    kind: 'pricing',
    claim: churnRate !== undefined ? headline.replace(/\*\*/g, '') : `break-even at ${share(breakEven)} lost`,
    text: blocks(headline, what, lines, next),
    why: [`break-even loss = 1 − old price ÷ new price = ${share(breakEven)}`],
    tools,
  };
}
