/**
 * "We have 12,000 customers paying $30/month and churn is 3.1 %: what is cutting it to 2 % worth?":
 * the value of moving a rate, as the customers it keeps (or gains) each period times what each pays,
 * per month and per year, with every step of the arithmetic shown.
 */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { fmt, money, quantities, type Quantity } from './nlp';

const LOSS = /\b(churn\w*|cancel\w*|attrition|lose|losing|lost|leav\w*|drop-?off|refunds?|default\w*|late)\b/i;
const RATE_WORDS = /\b(churn|retention|conversion|convert|activation|rate|attrition|cancel\w*|renewal|upgrade|win rate|close rate)\b/i;
const YEARLY = /\b(annual(ly)?|yearly|a year|per year|each year|every year|per annum|12-month)\b/i;
const MONTHLY = /\b(monthly|a month|per month|each month|every month|\/mo(nth)?|mom)\b/i;
const MONTHS: Record<string, number> = { month: 1, week: 12 / 52, day: 12 / 365, year: 12, '': 1 };

const STOP =
  /^(of|and|with|who|that|in|at|a|an|the|paying|pay|pays|on|each|per|every|month|months|year|years|week|weeks|day|days|is|are|was|were|and|but|so|we|to|for|from)$/;
/** The counted thing after a number ("12,000 customers paying $30" → "customers"). */
function noun(q: Quantity): string {
  const out: string[] = [];
  for (const w of q.after.split(' ')) {
    if (STOP.test(w) || /\d|[$€£%]/.test(w)) break;
    out.push(w);
    if (out.length === 2) break;
  }
  return out.join(' ') || 'customers';
}
const one = (who: string) => who.replace(/ies$/, 'y').replace(/s$/, '');

/** The current and the wished-for rate in the text ("churn is 3.1 %, cut to 2 %"), in that order. */
function rates(shares: Quantity[], text: string): { from: Quantity; to: Quantity } | null {
  if (shares.length < 2) return null;
  const toIndex = shares.findIndex(
    (q) =>
      /\b(to|down to|up to|reach|target|into|hit|at|under|below)$/.test(q.before) ||
      /\b(to|→|->)\s*$/.test(text.slice(Math.max(0, q.index - 4), q.index)),
  );
  if (toIndex > 0) return { from: shares[toIndex - 1] as Quantity, to: shares[toIndex] as Quantity };
  const fromIndex = shares.findIndex((q) => /\bfrom$/.test(q.before));
  if (fromIndex >= 0 && shares[fromIndex + 1]) return { from: shares[fromIndex] as Quantity, to: shares[fromIndex + 1] as Quantity };
  return { from: shares[0] as Quantity, to: shares[1] as Quantity };
}

export function answerRateChange(c: Conversation): Answer | null {
  const text = c.text;
  if (!RATE_WORDS.test(text)) return null;
  const qs = quantities(text);
  const shares = qs.filter((q) => q.unit === '%' && q.value > 0 && q.value < 100);
  const pair = rates(shares, text);
  // Only when each number's role is plain: one counted base with its noun (not "30-day"), the two rates,
  // at most one price. A third rate (a conversion on the way) or a second base would need a chain
  // this answer does not build: no number is better than a wrong one.
  const bases = qs.filter(
    (q) => q.unit === '' && q.value >= 10 && /^[a-z]/.test(q.after) && !/^(months?|weeks?|days?|years?)\b/.test(q.after),
  );
  const base = bases[0];
  if (!pair || !base || bases.length > 1 || shares.length > 2 || qs.filter((q) => q.unit !== '' && q.unit !== '%').length > 1) return null;
  const price = qs.find((q) => q.unit !== '' && q.unit !== '%');
  const loss =
    LOSS.test(`${pair.from.before} ${text}`) && !/\b(conversion|convert|activation|upgrade|win rate|close rate)\b/i.test(pair.from.before);
  const delta = (loss ? pair.from.value - pair.to.value : pair.to.value - pair.from.value) / 100;
  if (delta <= 0) return null;
  // The arithmetic below is per month: a yearly rate is not read as a monthly one.
  const around = `${pair.from.before} ${pair.from.after} ${pair.to.before} ${pair.to.after}`;
  if (YEARLY.test(around)) return null;
  const periodUnwritten = !MONTHLY.test(around);
  const who = noun(base);
  const kept = base.value * delta;
  // A higher retention or renewal rate keeps customers; a higher conversion rate converts more of them.
  const verb = loss || /\b(?:retention|retain\w*|renewal|renew\w*)\b/i.test(text) ? 'kept' : 'converted';
  const more = loss ? '' : 'more ';
  const gap = Math.abs(pair.from.value - pair.to.value);
  const points = `${fmt(gap, 2)} point${gap === 1 ? '' : 's'}`;
  const relative = fmt((gap / pair.from.value) * 100);
  const [hi, lo] = loss ? [pair.from, pair.to] : [pair.to, pair.from];
  const lines = [
    `- ${fmt(base.value)} ${who} × (${fmt(hi.value, 2)}% − ${fmt(lo.value, 2)}%) = ${fmt(base.value)} × ${points} = **${fmt(kept, 1)} ${more}${who} ${verb} a month**`,
  ];
  let headline = `**About ${fmt(kept)} ${more}${who} ${verb} every month**`;
  const why = [`${fmt(base.value)} × ${points} = ${fmt(kept, 1)} ${who} a month`];
  if (price) {
    const monthlyPrice = price.value * (MONTHS[price.per] ?? 1);
    const perMonth = kept * monthlyPrice;
    const perYear = perMonth * 12;
    lines.push(
      `- × ${money(price.value, price.unit)}${price.per ? ` per ${price.per}` : ''}${price.per && price.per !== 'month' ? ` (${money(monthlyPrice, price.unit)} a month)` : ''} = **${money(perMonth, price.unit)} of monthly revenue ${loss ? 'saved' : 'added'} each month**`,
    );
    lines.push(
      `- × 12 months = **${money(perYear, price.unit)} a year**: what each month's ${fmt(kept)} ${more}${who} pay in their first year`,
    );
    headline = `**About ${money(perMonth, price.unit)} a month, ${money(perYear, price.unit)} a year:** ${fmt(kept)} ${more}${who} ${verb} every month × ${money(monthlyPrice, price.unit)}`;
    why.push(
      `${fmt(kept, 1)} × ${money(monthlyPrice, price.unit)} = ${money(perMonth, price.unit)} a month, × 12 = ${money(perYear, price.unit)} a year`,
    );
    if (loss) {
      const after = (rate: number) => base.value * (1 - rate / 100) ** 12;
      const extra = after(pair.to.value) - after(pair.from.value);
      const lifeFrom = 1 / (pair.from.value / 100);
      const lifeTo = 1 / (pair.to.value / 100);
      lines.push(
        `- **It compounds:** with no new sign-ups, after 12 months ${fmt(base.value)} × (1 − ${fmt(pair.to.value, 2)}%)¹² = ${fmt(after(pair.to.value))} ${who} remain instead of ${fmt(after(pair.from.value))}: **${fmt(extra)} more ${who}, ${money(extra * monthlyPrice, price.unit)} more monthly revenue** by month 12.`,
        `- **Lifetime value:** 1 ÷ churn gives an average life of ${fmt(lifeFrom, 1)} → ${fmt(lifeTo, 1)} months, so each ${one(who)} is worth ${money(lifeFrom * monthlyPrice, price.unit)} → ${money(lifeTo * monthlyPrice, price.unit)}.`,
      );
    }
  }
  return {
    kind: 'sizing',
    claim: `${fmt(kept)} ${who} ${verb} a month`,
    text: blocks(
      `${headline}${price ? '.' : `. Give me the price per ${one(who)} and I will turn it into revenue.`}`,
      lines,
      periodUnwritten
        ? `**Read as monthly:** the rates say no period, so I took ${fmt(pair.from.value, 2)}% → ${fmt(pair.to.value, 2)}% as a month's; if they are yearly, say so and I will redo the sums.`
        : '',
      `**Check before you commit:** ${loss ? `that is ${relative}% of today's ${fmt(base.value * (pair.from.value / 100))} monthly cancellations; find which cancellation reasons the change removes and how many cancellations give them` : `a ${relative}% relative rise; test the change on part of the traffic first`}, then plan the work against this value.`,
    ),
    why,
  };
}
