/**
 * A price change from the sentence that proposes it: "from $29 to $35 a month, if we lose 8% of our
 * 4,500 teams", "raise Pro to €12 (it is €10 today); 300 of our 2,000 shops might leave", "$49 → $59
 * per seat, 1,200 seats, churn 5%". The period stays the one written; with none, none is claimed.
 */
import { figuresIn, normalised, num, periodIn, share, cash, type Figure, type Period } from './figures';
import type { Reading } from './reading';

export type PriceInput = { customers: number; price: number; newPrice: number; churnRate: number };

const LOSS =
  /\b(?:lose|losing|lost|churn|churns|churned|cancel|cancels|cancelled|canceled|leave|leaves|drop|drops|downgrade|downgrades|quit|attrition|walk away|not renew|won't renew|don't renew|fail to renew)\b/;
const CUSTOMERS =
  /^(?:[\p{L}-]+ ){0,2}?(?:customers?|users?|teams?|accounts?|subscribers?|seats?|companies|clients?|members?|shops?|stores?|restaurants?|clinics?|schools?|agencies|firms?|businesses|merchants?|households?|families|workspaces?|organi[sz]ations?|orgs?|licen[cs]es?|venues?|gyms?|practices?|studios?|brands?|sellers?|creators?|hosts?|landlords?|tenants?|drivers?|riders?|patients?|students?|employees?|people|buyers?)\b/u;

/** The words after a figure up to the next figure (five at most: "150 of them to not renew"). */
function wordsToNextFigure(figure: Figure) {
  const words = figure.after.split(' ');
  const next = words.findIndex((w) => /\d/.test(w));
  return words.slice(0, next === -1 ? 5 : Math.min(next, 5)).join(' ');
}

/** Lost: a loss verb just before the figure, or after it before any other figure ("200 will churn", "lose 300", "8% cancel"). */
const losing = (f: Figure) => LOSS.test(f.before.split(' ').slice(-3).join(' ')) || LOSS.test(wordsToNextFigure(f));

/** The two prices, old then new, from how the sentence joins them. */
function pricesIn(text: string, money: Figure[]): { price: Figure; newPrice: Figure } | null {
  for (let i = 0; i < money.length - 1; i++) {
    const a = money[i] as Figure;
    const b = money[i + 1] as Figure;
    const gap = text.slice(a.end, b.start).toLowerCase();
    if (/^\s*(?:to|→|->|–|-|up to|and raise it to)\s*$/.test(gap) || /^\s*(?:\/\s*\w+\s*)?(?:to|→|->)\s*$/.test(gap))
      return { price: a, newPrice: b };
    if (
      /\b(?:instead of|from|up from|rather than)\s*$/.test(gap) ||
      /\b(?:it is|it's|currently|today)\s*$/.test(gap) ||
      /\bfrom\s*$/.test(gap)
    )
      return { price: b, newPrice: a };
  }
  const from = money.find((f) => /\b(?:from|currently|today|now|is|at|on|pay|pays|paying|costs?|charge|charging)$/.test(f.before));
  const to = money.find(
    (f) => f !== from && /\b(?:to|into|→|want|wants|would like|make it|set it at|charge|try)(?: (?:the|our|a|an|new))?$/.test(f.before),
  );
  return from && to ? { price: from, newPrice: to } : null;
}

/** What a price-change question gives, as read. */
export function readPrice(raw: string): Reading<PriceInput> & { period?: Period; currency: string; noun: string } {
  const text = normalised(raw);
  const figures = figuresIn(text);
  const money = figures.filter((f) => f.kind === 'money');
  const prices = pricesIn(text, money);
  const input: Partial<PriceInput> = {};
  const read: string[] = [];
  const missing: Reading<PriceInput>['missing'] = [];
  const currency = prices?.price.currency ?? money[0]?.currency ?? '$';
  const period =
    prices?.price.per ??
    prices?.newPrice.per ??
    periodIn(/\b(?:a|per|each|every)\s(?:month|year|week|quarter)\b|\b(?:monthly|annual|yearly|weekly)\b/i.exec(text)?.[0] ?? '');
  if (prices && prices.price.currency === prices.newPrice.currency) {
    input.price = prices.price.value;
    input.newPrice = prices.newPrice.value;
    read.push(`price: ${cash(input.price, currency)} → ${cash(input.newPrice, currency)}${period ? ` a ${period}` : ''}`);
  } else missing.push({ field: 'newPrice', ask: 'the price today and the new price (e.g. "from $29 to $35 a month")' });

  // Customers: a count whose noun is who pays. "300 of our 2,000 shops might leave": 300 is the loss, 2,000 the base.
  const counts = figures.filter((f) => f.kind === 'count' && f.value >= 1);
  const partOf = counts.find((f, i) => {
    const whole = counts[i + 1];
    return (
      whole !== undefined &&
      /^\s*(?:of|out of)\s+(?:our|the|my|their|all)?\s*$/i.test(text.slice(f.end, whole.start)) &&
      f.value < whole.value
    );
  });
  const whole = partOf ? counts[counts.indexOf(partOf) + 1] : undefined;
  const lostCount = partOf && whole && (losing(partOf) || losing(whole)) ? partOf : counts.find((f) => f !== whole && losing(f));
  const base =
    whole && CUSTOMERS.test(whole.after)
      ? whole
      : (counts.find((f) => f !== lostCount && CUSTOMERS.test(f.after)) ??
        counts.find((f) => f !== lostCount && !f.after && /\b(?:we|i) (?:have|serve|got)$/.test(f.before)));
  const written = base && CUSTOMERS.exec(base.after)?.[0];
  const noun = base && written ? text.slice(base.end).trimStart().slice(0, written.length) : 'customers';
  if (base) {
    input.customers = base.value;
    read.push(`${num(base.value)} ${noun} paying today`);
  } else missing.push({ field: 'customers', ask: 'how many customers pay the current price' });

  const lossShare = figures.find((f) => f.kind === 'percent' && losing(f));
  if (lossShare) {
    input.churnRate = lossShare.value / 100;
    read.push(`expected loss: ${share(input.churnRate)} of them`);
  } else if (lostCount && input.customers !== undefined && lostCount.value < input.customers) {
    input.churnRate = lostCount.value / input.customers;
    read.push(`expected loss: ${num(lostCount.value)} of them (${share(input.churnRate)})`);
  } else missing.push({ field: 'churnRate', ask: 'how many customers you expect to lose over the change (a share or a count)' });

  return { input, read, missing, assumed: [], ...(period ? { period } : {}), currency, noun };
}
