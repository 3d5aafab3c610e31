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
  /** Weeks of work: person-weeks when the crew was written. */
  weeks?: number;
  crew?: number;
  /**
   * Revenue the option adds: `flow` when its customers arrive each period ("400 sign-ups a month"),
   * `per` when each pays per period ("$40/month"); value is in the same unit only when both match.
   */
  value?: { amount: number; flow?: Period; per?: Period; steps: string[]; basis?: string };
  missing?: string;
};

function weeksOf(figures: Figure[]): number | undefined {
  const f = figures.find((x) => x.kind === 'count' && EFFORT.test(x.after));
  if (!f) return undefined;
  const unit = f.after.split(' ')[0] ?? '';
  return /sprint/.test(unit) ? f.value * 2 : /day/.test(unit) ? f.value / 5 : /month/.test(unit) ? f.value * 4.3 : f.value;
}

const CREW = /^(?:engineers?|devs?|developers?|people|designers?|pms?|squads?|teams?)\b/;
const SPAN: Record<string, number> = { week: 1, sprint: 2, month: 4.3, quarter: 13 };
const CHANCE = /\b(?:chance|likely|likelihood|probability|odds|confiden\w*|sure)\b/;

/** Weeks of work: "6 weeks", or people times a span ("2 engineers for a quarter" is 26 engineer-weeks). */
function effortOf(text: string, figures: Figure[]): { weeks?: number; crew?: number } {
  const crew = figures.find((f) => f.kind === 'count' && CREW.test(f.after))?.value;
  const span = weeksOf(figures) ?? SPAN[/\b(?:a|one)\s+(week|sprint|month|quarter)\b/i.exec(text)?.[1]?.toLowerCase() ?? ''];
  return span === undefined ? {} : { weeks: span * (crew ?? 1), ...(crew !== undefined ? { crew } : {}) };
}

/** "60% chance it lifts retention, worth $400k ARR if it works": the amount times its chance. */
function expectedValue(figures: Figure[], rates: Figure[], prices: Figure[]): Valued['value'] | undefined {
  const chance = rates.find((r) => CHANCE.test(`${r.before.split(' ').slice(-2).join(' ')} ${r.after.split(' ').slice(0, 2).join(' ')}`));
  if (!chance || prices.length !== 1 || figures.some((f) => f.kind === 'count' && WHO.test(f.after))) return undefined;
  const price = prices[0] as Figure;
  const yearly = price.per ?? (/^(?:arr|a year|per year|annual)/.test(price.after) ? 'year' : undefined);
  const label = price.after
    .split(' ')
    .slice(0, /^(?:arr|mrr)\b/.test(price.after) ? 1 : 0)
    .join(' ')
    .toUpperCase();
  return {
    amount: (chance.value / 100) * price.value,
    basis: cash(price.value, price.currency),
    ...(yearly ? { per: yearly } : {}),
    steps: [
      `${share(chance.value / 100, 0)} chance`,
      `× ${cash(price.value, price.currency)}${label ? ` ${label}` : yearly ? ` a ${yearly}` : ''}`,
    ],
  };
}

function valueOf(option: Option): Valued {
  const text = normalised(option.text);
  const figures = figuresIn(text);
  const { weeks, crew } = effortOf(text, figures);
  const who = figures.find((f) => f.kind === 'count' && WHO.test(f.after));
  const rates = figures.filter((f) => f.kind === 'percent' && f.value > 0 && f.value <= 100);
  const prices = figures.filter((f) => f.kind === 'money');
  const expected = expectedValue(figures, rates, prices);
  if (expected) return { option, weeks, crew, value: expected };
  if (!who) return { option, weeks, crew, missing: `how many customers or users ${option.name} reaches` };
  if (prices.length !== 1)
    return { option, weeks, crew, missing: `what one customer is worth for ${option.name} (a price, or the revenue it protects)` };
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
  return { option, weeks, crew, value: { amount, ...(flow ? { flow } : {}), ...(price.per ? { per: price.per } : {}), steps } };
}

/** "$3,200 more monthly revenue each month", "$90,000 a year", "$4,000 once". */
function worth(value: NonNullable<Valued['value']>, amount = value.amount) {
  if (value.flow && value.per) return `${cash(amount)} more ${value.per}ly revenue each ${value.flow}`;
  const period = value.flow ?? value.per;
  return `${cash(amount)}${period ? ` a ${period}` : ''}`;
}

/** "6 weeks of work", "26 person-weeks of work (2 people × 13 weeks)". */
const effortText = (v: Valued) =>
  v.crew !== undefined && v.crew !== 1 && v.weeks
    ? `${counted(v.weeks, 'person-week', 1)} of work (${num(v.crew)} people × ${counted(v.weeks / v.crew, 'week', 1)})`
    : `${counted(v.weeks ?? 0, 'week', 1)} of work`;

/** The pick if the untimed amount turns out to be per the same period as the other: said as a condition, not a verdict. */
function ifSamePeriod(timed: Valued, untimed: Valued) {
  const per = timed.value?.per ?? 'year';
  const rate = (v: Valued) => (v.value?.amount ?? 0) / (v.weeks ?? 1);
  const [first, second] = rate(untimed) >= rate(timed) ? [untimed, timed] : [timed, untimed];
  return `If it is a ${per} too, ${first.option.name} comes first: ${cash(rate(first))} a ${per} per week of work, against ${cash(rate(second))} for ${second.option.name}.`;
}

const named = (option: Option) => `${option.name.charAt(0).toUpperCase()}${option.name.slice(1)}`;

/** Two or more labelled options with numbers: their value, side by side. */
export function answerTradeOff(options: Option[]): Answer | null {
  if (options.length < 2) return null;
  const valued = options.map(valueOf);
  if (valued.every((v) => !v.value)) return null;
  const rows = valued.map((v) =>
    v.value
      ? `- **${named(v.option)}:** ${v.value.steps.join(' ')} = **${worth(v.value)}**${v.weeks ? `, for ${effortText(v)}` : ''}`
      : `- **${named(v.option)}:** not enough to value it yet: I still need ${v.missing}${v.weeks ? ` (${effortText(v)})` : ''}`,
  );
  const unit = (v: Valued) => `${v.value?.flow ?? ''}|${v.value?.per ?? ''}`;
  const comparable = valued.every((v) => v.value && v.weeks && unit(v) === unit(valued[0] as Valued));
  if (!comparable) {
    const missing = valued.find((v) => !v.value || !v.weeks);
    const timed = valued.find((v) => v.value?.per && !v.value.flow);
    const untimed = valued.find((v) => v.value && !v.value.per && !v.value.flow);
    const ask = missing
      ? (missing.missing ?? `how many weeks ${missing.option.name} takes`)
      : timed && untimed
        ? `whether ${untimed.option.name}’s ${untimed.value?.basis ?? cash(untimed.value?.amount ?? 0)} is revenue a ${timed.value?.per} too, like ${timed.option.name}’s, or a one-off`
        : 'each option’s value in the same period';
    const ifSame = !missing && timed && untimed && valued.length === 2 ? ifSamePeriod(timed, untimed) : '';
    return {
      kind: 'prioritise',
      claim: 'cannot pick yet',
      text: blocks(
        missing
          ? `**I can't pick between them yet:** only part of their value can be worked out from what you gave.`
          : `**I can't rank them yet:** both are valued, but not in the same unit.`,
        rows,
        `To compare them I still need ${ask}. Then I will put both on the same footing: value per week of work, with the assumption each one rests on.`,
        ifSame,
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
