/**
 * A bottom-up market from prose: "40,000 dental clinics in the US, we can reach 30%, $200 per month".
 * The customers are the first count with a noun; the price keeps the period written with it (a month
 * becomes × 12 out loud, no period is asked for); each share takes its role from its words: the part
 * you can serve (SAM) or the part you can win (SOM). A share whose words say neither is asked about.
 */
import { cash, figuresIn, normalised, num, periodIn, share, type Figure, type Period } from './figures';
import type { Reading } from './reading';

export type MarketInput = { potentialCustomers: number; pricePerYear: number; serviceableShare: number; obtainableShare: number };

const SERVE =
  /\b(?:reach|serve|serviceable|sam|target|sell to|access|support|fit|qualify|integrate|in (?:our|the) (?:region|segment|countries)|have the problem|use|are in|can use|english-speaking)\b/;
const WIN = /\b(?:win|capture|convert|obtain|obtainable|som|realistic\w*|market share|close|get|land|sign|in \d+ years?|take)\b/;
const PER_YEAR: Partial<Record<Period, number>> = { month: 12, year: 1, week: 52, quarter: 4, day: 365 };

/** The words either side of a share, in its clause. */
const near = (f: Figure) => `${f.before.split(' ').slice(-5).join(' ')} | ${f.after.split(' ').slice(0, 5).join(' ')}`;

export function readMarket(raw: string): Reading<MarketInput> & { currency: string; customers?: string; period?: Period } {
  const text = normalised(raw);
  const figures = figuresIn(text);
  const input: Partial<MarketInput> = {};
  const read: string[] = [];
  const assumed: string[] = [];
  const missing: Reading<MarketInput>['missing'] = [];
  const base = figures.find(
    (f) => f.kind === 'count' && f.value >= 10 && /^\p{L}/u.test(f.after) && !/^(?:years?|months?|weeks?|days?)\b/.test(f.after),
  );
  const noun = base?.after
    .split(' ')
    .filter((w) => !/^(?:in|at|on|across|who|that|with|and|of|each)$/.test(w))
    .slice(0, 3)
    .join(' ');
  const customers = base ? (base.after.split(/\s(?:in|at|on|across|who|that|with|and|each)\s/)[0] ?? noun) : undefined;
  if (base) {
    input.potentialCustomers = base.value;
    read.push(`potential customers: ${num(base.value)} ${customers}`);
  } else
    missing.push({ field: 'potentialCustomers', ask: 'how many potential customers there are (e.g. "40,000 dental clinics in the US")' });

  const money = figures.filter((f) => f.kind === 'money');
  const price = money.length === 1 ? money[0] : undefined;
  const currency = price?.currency ?? '$';
  const period = price ? (price.per ?? periodIn(price.after.split(' ').slice(0, 4).join(' '))) : undefined;
  if (money.length > 1)
    missing.push({
      field: 'pricePerYear',
      ask: `which of ${money.map((m) => m.text).join(', ')} one customer pays, and per month or per year`,
    });
  else if (!price) missing.push({ field: 'pricePerYear', ask: 'what one customer pays, and whether per month or per year' });
  else if (!period || PER_YEAR[period] === undefined)
    missing.push({ field: 'pricePerYear', ask: `whether ${price.text} is paid a month or a year` });
  else {
    input.pricePerYear = price.value * (PER_YEAR[period] ?? 1);
    read.push(
      `price: ${cash(price.value, currency)} a ${period}${period === 'year' ? '' : ` (× ${PER_YEAR[period]} = ${cash(input.pricePerYear, currency)} a year)`}`,
    );
  }

  const shares = figures.filter((f) => f.kind === 'percent' && f.value > 0 && f.value <= 100);
  let unclear = false;
  for (const f of shares) {
    const words = near(f);
    const [serve, win] = [SERVE.test(words), WIN.test(words)];
    if (serve && !win && input.serviceableShare === undefined) {
      input.serviceableShare = f.value / 100;
      read.push(`share you can serve (SAM): ${share(input.serviceableShare)}`);
    } else if (win && !serve && input.obtainableShare === undefined) {
      input.obtainableShare = f.value / 100;
      read.push(`share of those you can win (SOM): ${share(input.obtainableShare)}`);
    } else {
      unclear = true;
      missing.push({ field: 'serviceableShare', ask: `whether ${f.text} is the share you can serve or the share of those you can win` });
    }
  }
  // A question about the TAM alone needs no shares; SAM and SOM each ask for theirs.
  const onlyTam = shares.length === 0 && !/\b(?:sam|som|serviceable|obtainable)\b/i.test(text);
  if (input.serviceableShare === undefined && !unclear && !onlyTam)
    missing.push({ field: 'serviceableShare', ask: 'the share of them you can serve (your region, segment or integrations: SAM)' });
  if (input.obtainableShare === undefined && !unclear && !onlyTam)
    missing.push({ field: 'obtainableShare', ask: 'the share of those you can realistically win in the next two or three years (SOM)' });
  return { input, read, missing, assumed, currency, ...(customers ? { customers } : {}), ...(period ? { period } : {}) };
}
