/** Pricing, the MVP, and closing the gap between a metric's baseline and its target. */
import type { Answer } from './answer';
import { blocks } from './answer';
import { lastRanking, type Conversation } from './conversation';
import { ideasFor } from './ideas';
import { inSentence, listItems } from '../phrase';
import { thresholdsIn } from './experiment';
import { fmt, money, pct, quantities } from './nlp';
import { sampleSizePerArm } from '../../tools/stats';
import { counted } from '../reading/figures';

const HOURLY_RATE = 40;

export function answerPricing(c: Conversation): Answer {
  const pain = `${c.full.pain_points ?? c.facts.pain_points ?? ''} ${c.text}`;
  const time = quantities(pain).find((q) => /\b(hours?|hrs?|minutes?|mins?)\b/.test(q.after));
  const perWeek = /week|friday|monday|weekly/.test(pain.toLowerCase());
  const hours = time ? (/^min/.test(time.after) ? time.value / 60 : time.value) : undefined;
  const monthlyValue = hours !== undefined ? hours * (perWeek ? 4.33 : 1) * HOURLY_RATE : undefined;
  const who = inSentence(c.facts.target_audience ?? 'your customers');
  return {
    kind: 'pricing',
    claim: 'value-based pricing',
    text: blocks(
      monthlyValue !== undefined
        ? `**Price from the value: about ${money(Math.round(monthlyValue * 0.1))}–${money(Math.round(monthlyValue * 0.2))} a month.** The problem costs ${who} about ${fmt(hours ?? 0, 1)} hour${hours === 1 ? '' : 's'}${perWeek ? ' a week' : ''}, ${fmt(hours ?? 0, 1)} × ${perWeek ? '4.33 × ' : ''}${money(HOURLY_RATE)}/hour (assumed) = ${money(monthlyValue)} a month; software usually captures 10–20% of the value it saves.`
        : `**Price from the value it creates, not from cost:** what the problem costs ${who} each month (time × their hourly rate, or money lost), then charge 10–20% of it.`,
      [
        '- **Three tiers** anchor the middle one: a free or cheap entry tier, the plan you want most people on, and a higher tier for teams.',
        '- **Charge per unit of value** (per shop, per seat, per invoice) so revenue grows with use.',
        `- **Test before you build:** a pricing page with real prices and a "Start trial" button; ${thresholdsIn(c.full.success_metric ?? '', '').go !== undefined ? 'use the bar you set' : 'at least 3% of visitors starting checkout'} means the price holds.`,
      ],
    ),
    why: [
      'customers compare a price with the cost of their problem, not with your costs',
      monthlyValue !== undefined
        ? `the problem's cost (${money(monthlyValue)} a month at ${money(HOURLY_RATE)}/hour) sets the ceiling`
        : 'no cost of the problem was given, so the ceiling is still unknown',
    ],
  };
}

export function answerMvp(c: Conversation): Answer {
  const idea = c.facts.pain_points ? ideasFor(c.facts, c.full)[0]?.split(':')[0] : undefined;
  const core =
    lastRanking(c)?.top ??
    c.facts.subject ??
    c.facts.idea ??
    listItems(c.facts.main_features ?? '')[0] ??
    idea ??
    '[the one feature that removes the problem]';
  const later = listItems(c.facts.main_features ?? '').filter((f) => f !== core);
  const who = inSentence(c.facts.target_audience ?? 'the first users');
  return {
    kind: 'mvp',
    claim: `${core} as the MVP`,
    text: blocks(
      `**The MVP is ${core}, for ${who} only**${c.facts.pain_points ? `, solving “${inSentence(c.facts.pain_points)}” end to end` : ''}.`,
      [
        `- **In:** the shortest path from the problem to the result, done by hand behind the scenes where it saves build time.`,
        `- **Out:** ${later.length > 0 ? `${later.join(', ')}, ` : ''}settings, admin tools, integrations and edge cases that fewer than 1 in 10 users hit.`,
        `- **Done when:** 5 ${who} use it for real work two weeks in a row${c.facts.success_metric ? `, and it moves “${c.facts.success_metric}”` : ''}.`,
      ],
      'If it takes more than 4–6 weeks to build, it is not the minimum: fake the slow parts (a concierge or a manual step) and build them once people rely on it.',
    ),
    why: ['an MVP tests whether the core value lands, so everything that does not serve that test waits'],
  };
}

/** "Activation is 22% and we want 35%": the gap, the levers, and what each experiment needs to show a step of it. */
export function answerGap(c: Conversation): Answer | null {
  const shares = quantities(c.text).filter((q) => q.unit === '%');
  const from = shares[0];
  const to = shares[1];
  if (!from || !to || from.value === to.value) return null;
  const p1 = from.value / 100;
  const p2 = to.value / 100;
  const step = p1 + (p2 - p1) / 4;
  const plan = sampleSizePerArm(p1, step);
  const metric =
    /\b(activation|retention|conversion|churn|completion|open rate|adoption|engagement|nps)\b/i.exec(c.text)?.[1] ?? 'the metric';
  const down = p2 < p1;
  return {
    kind: 'metrics',
    claim: `closing the ${fmt(Math.abs(p2 - p1) * 100, 1)}-point gap in steps`,
    text: blocks(
      `**Closing ${pct(p1)} → ${pct(p2)} is ${/^(?:8|11|18)(?:\D|$)/.test(fmt(Math.abs(p2 - p1) * 100, 1)) ? 'an' : 'a'} ${fmt(Math.abs(p2 - p1) * 100, 1)}-point ${down ? 'drop' : 'rise'} (${fmt(Math.abs((p2 - p1) / p1) * 100, 0)}% relative): plan for several changes, not one.** No single change usually moves ${metric} that far.`,
      /\b(?:industry|benchmark|average|competitors?|peers?|typical)\b/i.test(c.text)
        ? `**First check that ${pct(p2)} is like for like:** a benchmark counts its own way (a card asked up front or not, which sign-ups count as a trial, the price point), so the gap to someone else's number is only a gap once it is measured the same way as yours.`
        : '',
      [
        `1. **Find where it leaks:** break ${metric} into its steps and take the step that loses the most people; that is where the first change goes.`,
        `2. **Ship changes in turn, each aiming at a quarter of the gap** (${pct(p1)} → ${pct(step)}). Detecting that step needs ${fmt(plan.perArm)} users per arm (α = 0.05 two-sided, 80% power).`,
        '3. **Keep what works, drop what does not**, and re-measure the whole funnel after each change, because gains at one step can be lost at the next.',
      ],
      `**Guardrail:** watch a metric that must not get worse (week-4 retention, support tickets) while ${metric} moves.`,
    ),
    why: [
      `the gap is ${counted(Math.abs(p2 - p1) * 100, 'point', 1)}`,
      `a quarter of it (${pct(p1)} → ${pct(step)}) is what one experiment can show with ${fmt(plan.perArm)} users per arm`,
    ],
  };
}
