/**
 * "Option A: a referral program, 3 weeks, 400 sign-ups a month at 20% trial-to-paid and $40/month.
 * Option B: annual billing, 2 weeks, 15% of our 2,000 customers might switch": each option's value
 * as the PM's own numbers give it (who it reaches × each rate × what each pays), per week of work.
 * A pick only when every option's value was worked out in the same unit; otherwise what is missing.
 */
import { blocks, type Answer } from './answer';
import type { Option } from './options';
import { cash, counted, figuresIn, normalised, num, share, type Figure, type Period } from '../reading/figures';

const EFFORT = /^(?:person[- ])?(weeks?|wks?|sprints?|days?|months?)\b/;
const WHO =
  /^(?:[a-z-]+ )?(?:customers?|users?|sign-?ups?|signups|visitors?|teams?|accounts?|subscribers?|trials?|leads?|members?|shops?|clients?|companies|people|installs?|downloads?|deals?|orders?|bookings?|seats?|licen[cs]es?|renewals?)\b/;

type Valued = {
  option: Option;
  weeks?: number;
  /**
   * Revenue the option adds: `flow` when its customers arrive each period ("400 sign-ups a month"),
   * `per` when each pays per period ("$40/month"); value is in the same unit only when both match.
   */
  value?: { amount: number; flow?: Period; per?: Period; steps: string[] };
  missing?: string;
};

function weeksOf(figures: Figure[]): number | undefined {
  const f = figures.find((x) => x.kind === 'count' && EFFORT.test(x.after));
  if (!f) return undefined;
  const unit = f.after.split(' ')[0] ?? '';
  return /sprint/.test(unit) ? f.value * 2 : /day/.test(unit) ? f.value / 5 : /month/.test(unit) ? f.value * 4.3 : f.value;
}

function valueOf(option: Option): Valued {
  const text = normalised(option.text);
  const figures = figuresIn(text);
  const weeks = weeksOf(figures);
  const who = figures.find((f) => f.kind === 'count' && WHO.test(f.after));
  const rates = figures.filter((f) => f.kind === 'percent' && f.value > 0 && f.value <= 100);
  const prices = figures.filter((f) => f.kind === 'money');
  if (!who) return { option, weeks, missing: `how many customers or users ${option.name} reaches` };
  if (prices.length !== 1)
    return { option, weeks, missing: `what one customer is worth for ${option.name} (a price, or the revenue it protects)` };
  const price = prices[0] as Figure;
  const noun = WHO.exec(who.after)?.[0] ?? '';
  const flow =
    who.per ?? (/^(?:\S+\s){1,2}(?:a|per|each|every)\s(month|week|year|quarter|day)\b/.exec(who.after)?.[1] as Period | undefined);
  let amount = who.value;
  const steps = [`${num(who.value)} ${noun}${flow ? ` a ${flow}` : ''}`];
  for (const rate of rates) {
    amount *= rate.value / 100;
    const words = rate.after.split(' ');
    const stop = words.findIndex((w) => /\d|^(?:and|at|with|for|of)$/.test(w));
    const what = words.slice(0, stop === -1 ? 2 : Math.min(stop, 2)).join(' ');
    steps.push(`× ${share(rate.value / 100)}${what ? ` ${what}` : ''}`);
  }
  amount *= price.value;
  steps.push(`× ${cash(price.value, price.currency)}${price.per ? ` a ${price.per}` : ''}`);
  return { option, weeks, value: { amount, ...(flow ? { flow } : {}), ...(price.per ? { per: price.per } : {}), steps } };
}

/** "$3,200 more monthly revenue each month", "$90,000 a year", "$4,000 once". */
function worth(value: NonNullable<Valued['value']>, amount = value.amount) {
  if (value.flow && value.per) return `${cash(amount)} more ${value.per}ly revenue each ${value.flow}`;
  const period = value.flow ?? value.per;
  return `${cash(amount)}${period ? ` a ${period}` : ''}`;
}

const named = (option: Option) => `${option.name.charAt(0).toUpperCase()}${option.name.slice(1)}`;

/** Two or more labelled options with numbers: their value, side by side. */
export function answerTradeOff(options: Option[]): Answer | null {
  if (options.length < 2) return null;
  const valued = options.map(valueOf);
  if (valued.every((v) => !v.value)) return null;
  const rows = valued.map((v) =>
    v.value
      ? `- **${named(v.option)}:** ${v.value.steps.join(' ')} = **${worth(v.value)}**${v.weeks ? `, for ${counted(v.weeks, 'week', 1)} of work` : ''}`
      : `- **${named(v.option)}:** not enough to value it yet: I still need ${v.missing}${v.weeks ? ` (${counted(v.weeks, 'week', 1)} of work)` : ''}`,
  );
  const unit = (v: Valued) => `${v.value?.flow ?? ''}|${v.value?.per ?? ''}`;
  const comparable = valued.every((v) => v.value && v.weeks && unit(v) === unit(valued[0] as Valued));
  if (!comparable) {
    const missing = valued.find((v) => !v.value || !v.weeks);
    const ask = missing ? (missing.missing ?? `how many weeks ${missing.option.name} takes`) : 'each option’s value in the same period';
    return {
      kind: 'prioritise',
      claim: 'cannot pick yet',
      text: blocks(
        `**I can't pick between them yet:** only part of their value can be worked out from what you gave.`,
        rows,
        `To compare them I still need ${ask}. Then I will put both on the same footing: value per week of work, with the assumption each one rests on.`,
      ),
    };
  }
  const perWeek = valued.map((v) => ({ v, rate: (v.value?.amount ?? 0) / (v.weeks ?? 1) })).sort((a, b) => b.rate - a.rate);
  const [best, next] = perWeek as [(typeof perWeek)[0], (typeof perWeek)[0]];
  const value = best.v.value as NonNullable<Valued['value']>;
  return {
    kind: 'prioritise',
    claim: `${best.v.option.name} first`,
    text: blocks(
      `**Do ${best.v.option.name} first:** ${worth(value, best.rate)} per week of work, against ${worth(value, next.rate)} for ${next.v.option.name}.`,
      rows,
      `**The assumption it rests on:** every rate above is your estimate, not a measurement. ${best.v.option.name} stays ahead unless its value is ${share(1 - next.rate / best.rate, 0)} lower than you expect, so test that number first (a fake-door or a pilot on a slice of users).`,
    ),
    why: [`value per week of work: ${perWeek.map((p) => `${p.v.option.name} ${cash(p.rate)}`).join(', ')}`],
  };
}
