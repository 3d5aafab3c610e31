/** Market and opportunity sizing from the numbers given, with every multiplication shown. */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { fmt, money, quantities, type Quantity } from './nlp';

const PER_YEAR: Record<string, number> = { month: 12, week: 52, day: 365, year: 1, '': 1 };
const EACH = /^(each|per|a|every)\b/;

const noun = (q: Quantity) =>
  q.after
    .split(' ')
    .filter((w) => !/^(of|and|with|who|that|in|at|a|an|the|would|will|could|might|may)$/.test(w))
    .slice(0, 2)
    .join(' ');

export function answerSizing(c: Conversation): Answer | null {
  const qs = quantities(c.text);
  const counts = qs.filter((q) => q.unit === '' && q.value >= 10);
  const shares = qs.filter((q) => q.unit === '%' && q.value > 0 && q.value <= 100);
  const prices = qs.filter((q) => q.unit !== '' && q.unit !== '%');
  const [base, ...more] = counts;
  if (!base || shares.length + prices.length + more.length === 0) return null;
  // Only a chain whose roles are plain: one price, and a price per customer ("$29/month", "$300 each"),
  // not an amount such as "$80k MRR"; every other count multiplies ("each", "per"). Anything else asks.
  const perCustomer = (q: Quantity) => q.per !== '' || EACH.test(q.after) || /\b(?:each|per|a)\s*$/.test(q.before);
  if (prices.length > 1 || (prices[0] && !perCustomer(prices[0]))) return null;
  if (more.some((extra) => !(EACH.test(extra.after) || /\b(each|per|every)\b/.test(extra.before)))) return null;

  const lines: string[] = [];
  let value = base.value;
  let unit = noun(base) || 'people';
  lines.push(`- Start: **${fmt(value)} ${unit}**`);
  for (const extra of more) {
    if (EACH.test(extra.after) || /\b(each|per|every)\b/.test(extra.before)) {
      const next = value * extra.value;
      lines.push(`- × ${fmt(extra.value)} ${noun(extra) || 'each'} = **${fmt(next)} ${noun(extra) || unit}**`);
      value = next;
      unit = noun(extra) || unit;
    }
  }
  for (const share of shares) {
    const next = value * (share.value / 100);
    const what = share.after
      .split(' ')
      .filter((w) => !/\d|^(?:euros?|dollars?|pounds?|eur|usd|gbp|a|per|month|year|week)$/.test(w))
      .slice(0, 3)
      .join(' ')
      .replace(/\s+(?:at|for|of|to|on|in|with|by)$/, '')
      .replace(/\s+(?:at|for|of|to|on|in|with|by)$/, '');
    lines.push(`- × ${fmt(share.value, 2)}% ${what ? `(${what})` : ''} = **${fmt(next)} ${unit}**`.replace('  ', ' '));
    value = next;
  }
  const customers = value;
  let yearly: number | undefined;
  const price = prices[0];
  if (price) {
    const times = PER_YEAR[price.per] ?? 1;
    yearly = customers * price.value * times;
    lines.push(
      `- × ${money(price.value, price.unit)}${price.per ? ` per ${price.per}` : ''}${times > 1 ? ` × ${times} ${price.per}s` : ''} = **${money(yearly, price.unit)} a year**`,
    );
  }
  const low = yearly !== undefined ? yearly / 2 : customers / 2;
  const high = yearly !== undefined ? yearly * 2 : customers * 2;
  const show = (n: number) => (yearly !== undefined ? money(n, price?.unit ?? '$') : `${fmt(n)} ${unit}`);
  const weakest = shares.length > 0 ? shares.reduce((a, b) => (a.value < b.value ? a : b)) : undefined;
  return {
    kind: 'sizing',
    text: blocks(
      `**${yearly !== undefined ? `About ${money(yearly, price?.unit ?? '$')} a year` : `About ${fmt(customers)} ${unit}`}** from the numbers you gave.`,
      lines,
      `**Range:** halve or double the ${weakest ? `${fmt(weakest.value, 2)}% assumption` : 'least certain number'} and it runs from ${show(low)} to ${show(high)}. That assumption drives the answer, so it is the one to test first.`,
      weakest
        ? `**Check the ${fmt(weakest.value, 2)}%** bottom-up: what share of a comparable audience adopted a similar tool, or what share clicks a fake-door offer at this price. If you have that number, swap it in here.`
        : '',
    ),
    why: [
      `the size is the product of the numbers: ${fmt(base.value)} ${noun(base) || 'people'}${shares.map((s) => ` × ${fmt(s.value, 2)}%`).join('')}${price ? ` × ${money(price.value, price.unit)}` : ''}`,
      weakest
        ? `the ${fmt(weakest.value, 2)}% share is the least certain input, so the range halves and doubles it`
        : 'every input scales the result one to one',
    ],
  };
}

/** Used when a message asks for sizing without numbers: the method, with the facts filled in. */
export function sizingMethod(c: Conversation): Answer {
  const audience = c.facts.target_audience ?? '[your audience]';
  return {
    kind: 'sizing',
    text: blocks(
      '**Size it in three multiplications**; give me the numbers and I will do the arithmetic:',
      [
        `1. How many ${audience} exist in the markets you can reach (count, with the source).`,
        '2. The share that has the problem badly enough to switch (from interviews or a fake-door test).',
        '3. What one of them pays per year (price × 12 for a monthly plan).',
      ],
      `Example: "40,000 agencies, 5% would switch, $30/month" gives 40,000 × 5% = 2,000 customers × $360 = $720,000 a year.`,
    ),
  };
}
