/**
 * A funnel from the PM's own counts ("10,000 visits, 2,400 sign-ups, 600 activate, 150 pay"), worked
 * out with the funnel tool: each step's conversion, the biggest leak, and what winning back points
 * there is worth when the value of one conversion was given. Counts that do not read as one funnel,
 * or a value that could be one of several amounts, are asked for, never assumed.
 */
import { blocks, toolCall, type Answer } from './answer';
import type { Conversation } from './conversation';
import { funnel } from '../../tools/funnel';
import { cash, counted, figuresIn, normalised, num, periodIn, share, type Figure } from '../reading/figures';

export const ASKS_FUNNEL =
  /\bfunnel\b|\bleak\w*\b|\bbleed\w*\b|\bdrop-?offs?\b|\bbiggest drop\b|\bwhere (?:do|are|did) (?:we|they|users|people) (?:lose|losing|lost|drop|bleed|leak)|\b(?:which|what) (?:step|stage)\b|\bwhere (?:should|do) (?:we|i) (?:fix|focus|start)\b|\bwhere to (?:fix|focus|start)\b/i;

type Step = { name: string; count: number };

const STOP = /^(?:for|at|to|in|on|per|with|and|then|of|by|from|who|that|which|\d.*|[$€£].*)$/;
const NOT_STEP = /^(?:points?|weeks?|days?|months?|years?|hours?|minutes?|percent|%)\b/;

/** The step's name: its words after the count up to a preposition or another figure, three at most ("added a card"). */
function nameAfter(after: string) {
  const words = after.split(' ');
  const end = words.findIndex((w, i) => i > 0 && STOP.test(w));
  return words.slice(0, end === -1 ? 3 : Math.min(end, 3)).join(' ');
}

/** Or its words before the count when written "visits: 10,000; sign-ups: 2,400". */
function nameBefore(text: string, from: number, to: number) {
  const words = text
    .slice(from, to)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(
      (w) =>
        w &&
        !/^(?:and|then|we|had|have|got|of|those|them|the|last|this|next|month|week|year|quarter|in|january|february|march|april|may|june|july|august|september|october|november|december)$/.test(
          w,
        ),
    );
  return words.slice(-3).join(' ');
}

const ARROW = /\s*(?:→|->|=>|»|>)\s*/;
const TIME_WORDS = /^(?:last|this|per|a|an|each|every|in|over|during|that)\b/;

/** Steps written as a chain, "Trial starts 5,400 → activated 2,150 → paid 610": each link is one count and its name. */
function chainedSteps(text: string): Step[] | undefined {
  const chain = text.split(/(?<!\d)[.;!?\n]/).find((sentence) => sentence.split(ARROW).length >= 3);
  if (!chain) return undefined;
  const steps = chain.split(ARROW).map((link) => {
    const figure = figuresIn(link).find((f) => f.kind === 'count');
    if (!figure) return undefined;
    // "3,200 visits" names the step after its count; "activated 2,150" or "paid 610 last month" before it.
    const after = TIME_WORDS.test(figure.after) ? '' : nameAfter(figure.after);
    return { name: after || nameBefore(link, 0, figure.start), count: figure.value };
  });
  return steps.every((step): step is Step => Boolean(step?.name)) ? steps : undefined;
}

/** Whether the message is written as a chain of three or more counts. */
export const writesChain = (text: string) => (chainedSteps(normalised(text))?.length ?? 0) >= 3;

/**
 * A funnel written as a count and then a rate per step ("20k visits a month, 8% start signup, 60% of
 * those finish, 25% of finishers activate"): each step's count is the one before times its rate.
 */
export function rateChain(text: string): (Step & { rate?: string })[] | undefined {
  const figures = figuresIn(text);
  const first = figures.findIndex((f) => f.kind === 'count' && /^\p{L}/u.test(f.after));
  const start = figures[first];
  const rates = figures.slice(first + 1).filter((f) => f.kind === 'percent' && f.value > 0 && f.value <= 100);
  if (!start || rates.length < 2 || figures.slice(first + 1).some((f) => f.kind === 'count')) return undefined;
  const name = nameAfter(start.after.replace(/^(?:a|per|each)\s+\w+\s+/, '')).replace(/\/\w+$/, '');
  const steps: (Step & { rate?: string })[] = [{ name, count: start.value }];
  for (const rate of rates) {
    const words = rate.after.replace(/^(?:of\s+(?:those|them|these|that|the\s+\w+|\w+ers?)\s+)/, '');
    const name = nameAfter(words.replace(/^(?:then|go on to|went on to|who)\s+/, ''));
    if (!name) return undefined;
    steps.push({ name, count: ((steps.at(-1)?.count ?? 0) * rate.value) / 100, rate: rate.text });
  }
  return steps;
}

/** Funnel steps as written, in order, whether or not they shrink step by step. */
export function stepsIn(text: string): Step[] {
  const chained = chainedSteps(text);
  if (chained) return chained;
  const all = figuresIn(text);
  const steps: Step[] = [];
  all.forEach((f, i) => {
    if (f.kind !== 'count' || NOT_STEP.test(f.after)) return;
    const named =
      /^\p{L}/u.test(f.after) && !TIME_WORDS.test(f.after) ? nameAfter(f.after) : nameBefore(text, all[i - 1]?.end ?? 0, f.start);
    if (named) steps.push({ name: named, count: f.value });
  });
  return steps;
}

const readLineOf = (steps: Step[]) => `**What I read:** ${steps.map((s) => `${s.name}: ${num(s.count)}`).join(' → ')}.`;

/** A later step with more people than the one before: not one funnel as written, so no leak is named. */
function notOneFunnel(steps: Step[], at: number): Answer {
  const [before, after] = [steps[at - 1] as Step, steps[at] as Step];
  return {
    kind: 'experiment',
    claim: 'the counts do not read as one funnel',
    text: blocks(
      `**These counts do not read as one funnel: “${after.name}” (${num(after.count)}) is more than the step before it, “${before.name}” (${num(before.count)}).**`,
      readLineOf(steps),
      'Each step can only keep or lose people, so either the steps are in another order, some people enter at a later step, or the counts come from different periods. To work this out I still need the steps in the order people go through them, counted over the same period.',
    ),
  };
}

/** The text without each amount's clause ("worth $40 a month"), so a price's period is not read as the funnel's. */
const withoutMoney = (text: string, money: Figure[]) =>
  money.reduceRight((t, m) => t.slice(0, m.start) + t.slice(m.start).replace(/^[^.;,\n]*/, ''), text);

/** Points to win back when written ("recover 3 points", "a 2-point improvement at that step"). */
const pointsToRecover = (figures: Figure[]) => figures.find((f) => f.kind === 'points' && f.value > 0 && f.value < 100)?.value;

export function answerFunnel(c: Conversation): Answer | null {
  const text = normalised(c.text);
  const written = stepsIn(text);
  const chain = written.length < 3 ? rateChain(text) : undefined;
  const read = chain ?? written;
  const figures = figuresIn(text);
  const grows = read.findIndex((s, i) => i > 0 && s.count > (read[i - 1]?.count ?? 0));
  if (grows > 0) return notOneFunnel(read, grows);
  const steps = read;
  if (steps.length < 3) {
    if (figures.filter((f) => f.kind === 'count').length < 2 && !/\bfunnel\b|\b(?:which|what) (?:step|stage)\b/i.test(text)) return null;
    return {
      kind: 'experiment',
      claim: 'need the step counts',
      text: blocks(
        '**I can find the leak once I have the count at each step, in order.**',
        steps.length > 0 ? readLineOf(steps) : '',
        'To work this out I still need the number of people at each step of the funnel, from the first to the last (for example "10,000 visits, 2,400 sign-ups, 600 activated, 150 paid"), all over the same period, and what one conversion at the last step is worth if you want the leak in money.',
      ),
    };
  }
  const money = figures.filter((f) => f.kind === 'money');
  const value = money.length === 1 ? money[0] : undefined;
  const points = pointsToRecover(figures);
  const recover = (points ?? 1) / 100;
  const result = funnel({ steps, recoverPoints: recover, ...(value ? { valuePerConversion: value.value, currency: value.currency } : {}) });
  const drop = result.biggestDrop;
  const last = steps.at(-1)?.name ?? 'the end';
  const won = result.recoveredConversions ?? 0;
  const per = value?.per ? ` a ${value.per}` : '';
  // The funnel's own period only when written ("last month", "a week"); otherwise per the first step's count.
  const period = periodIn(withoutMoney(text, money));
  const each = period ? `each ${period}` : `for every ${num(steps[0]?.count ?? 0)} ${steps[0]?.name}`;
  const amount = points === undefined ? 'Each point of conversion won back there' : `Winning back ${counted(points, 'point', 1)} there`;
  const people = `${num(won, won < 10 ? 1 : 0)} more ${won >= 0.95 && won < 1.05 ? 'person reaches' : 'people reach'} “${last}”`;
  const gained = `**${cash(won * (value?.value ?? 0), value?.currency)}${per} more**`;
  const worth = !value
    ? ''
    : value.per && period && value.per !== period
      ? ` Each of them pays ${cash(value.value, value.currency)}${per}, so each ${period}'s ${steps[0]?.name} bring ${gained}.`
      : ` Each of them pays ${cash(value.value, value.currency)}${per}, so that is ${gained} ${each}.`;
  const lowest = result.stepConversion.reduce((a, b) => (b.conversion < a.conversion ? b : a));
  const ask =
    money.length > 1
      ? `I read ${money.length} amounts (${money.map((m) => m.text).join(', ')}) and cannot tell which is what one person at “${last}” is worth: tell me, and I will put the leak in money.`
      : value
        ? ''
        : `Tell me what one person at “${last}” is worth (a price a month, or a deal size) and I will put the leak in money.`;
  return {
    kind: 'experiment',
    tools: [toolCall('funnel', result)],
    claim: `fix ${drop.from} → ${drop.to} first`,
    text: blocks(
      `**Fix ${drop.from} → ${drop.to} first: it loses the most people, ${num(drop.lost)} of ${num(drop.lost / drop.lostShare)} (${share(drop.lostShare)}).** ${amount}: about ${people} ${each}.${worth}`,
      `**What I read:** ${chain ? chain.map((s) => (s.rate ? `${s.name}: ${s.rate} (${num(s.count)})` : `${s.name}: ${num(s.count)}`)).join(' → ') : steps.map((s) => `${s.name}: ${num(s.count)}`).join(' → ')}${value ? `; each one at “${last}” is worth ${cash(value.value, value.currency)}${per}` : ''}.`,
      [
        '| Step | Count | From the step before | Lost |',
        '|---|---:|---:|---:|',
        `| ${steps[0]?.name} | ${num(steps[0]?.count ?? 0)} | | |`,
        ...result.stepConversion.map(
          (row, i) =>
            `| ${row.to} | ${num(steps[i + 1]?.count ?? 0)} | ${share(row.conversion)} | ${num((steps[i]?.count ?? 0) - (steps[i + 1]?.count ?? 0))} |`,
        ),
      ],
      `Overall ${share(result.overallConversion, 2)} of ${steps[0]?.name} reach ${last}.${lowest.to !== drop.to ? ` The weakest step by rate is ${lowest.from} → ${lowest.to} (${share(lowest.conversion)}), but fewer people reach it, so a point there is worth less.` : ''} The worth assumes the later steps keep converting as they do now.`,
      drop.from === steps[0]?.name
        ? `Much of a first step's loss is often traffic that was never going to go further: check where the people who leave at ${drop.from} come from before spending on the page itself.`
        : '',
      `**Recommendation:** find out why people stop between ${drop.from} and ${drop.to} (recordings, a one-question exit survey, where they came from) before changing anything, then test one fix there against the current flow.`,
      ask,
    ),
    why: [
      `${drop.from} → ${drop.to} loses ${counted(drop.lost, 'person', 0, 'people')}, more than any other step`,
      'a point won back early in the funnel flows through every later step',
    ],
  };
}
