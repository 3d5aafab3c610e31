/**
 * OKRs from a goal: the objective in plain words, the goal's own figure as the first key result
 * (its baseline, target and date as written), then the inputs that move it, with baselines to
 * measure rather than invented numbers.
 */
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';
import { FAMILIES, GENERIC } from './metric-families';
import { figuresIn, normalised, type Figure } from '../reading/figures';

export const ASKS_OKRS = /\bokrs?\b|\bobjectives? and key results?\b|\bkey results?\b/i;

const DATE =
  /\b(?:by|before|in|until)\s+((?:end of |the end of )?(?:q[1-4](?:\s+20\d\d)?|h[12]|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*(?:\s+20\d\d)?|20\d\d|next (?:quarter|year)|the end of the (?:quarter|year)))/i;

/** The goal the OKRs are for: what follows "for" or a colon in the message, else the product's goal. */
function goalOf(c: Conversation): string {
  const asked = /\b(?:for|goal(?: is)?|around|towards?)\s*:?\s+(.+)$/i.exec(c.text)?.[1] ?? c.text.split(/:\s/)[1];
  // "our goal: grow …", "this quarter: cut …": the goal is what follows the last colon.
  const goal = (asked ?? c.facts.business_goals ?? c.facts.goal ?? '').split(/:\s+/).at(-1) ?? '';
  return goal.replace(/[.?!]+$/, '').trim();
}

export function answerOkrs(c: Conversation): Answer | null {
  const goal = goalOf(c);
  if (!goal) return null;
  const text = normalised(goal);
  const figures = figuresIn(text).filter((f) => f.kind !== 'count' || f.value >= 10);
  const date = DATE.exec(goal)?.[1];
  const family = FAMILIES.find((f) => f.match.test(goal)) ?? GENERIC;
  const objective = goal
    .replace(DATE, '')
    .replace(/\s*\bfrom\b.*$|\s*\bto\b\s+[$€£]?\d.*$/i, '')
    .replace(/^(?:our goal is to|we want to|to)\s+/i, '')
    .trim();
  const measure =
    /\b(?:[\w-]+\s+)?(?:mrr|arr|revenue|churn|retention|activation|conversion|nps|signups?|sign-ups?|users?|customers?)\b/i.exec(
      objective,
    )?.[0] ?? family.north.name;
  // A count is the goal's figure only when it counts what is measured ("10,000 users"), not when it
  // draws a segment ("teams under 20 seats").
  const measured = (f: Figure) =>
    f.kind !== 'count' || /\b(?:reach|hit)$/.test(f.before) || measure.toLowerCase().includes(f.after.split(' ')[0] ?? '~');
  const from = figures.find((f) => /\bfrom$/.test(f.before) && measured(f));
  const to =
    figures.find((f) => f !== from && /\b(?:to|reach|hit|at least|over|under|below)$/.test(f.before) && measured(f)) ??
    (figures.length === 1 && measured(figures[0] as Figure) ? figures[0] : undefined);
  // "$60k MRR": an acronym after the figure is part of it.
  const unit = (f: { text: string; after: string }) =>
    `${f.text}${/^(?:mrr|arr|nps|dau|mau|wau)\b/.test(f.after) ? ` ${f.after.split(' ')[0]?.toUpperCase()}` : ''}`;
  const first = to
    ? `**KR1:** ${measure.charAt(0).toUpperCase()}${measure.slice(1)} ${from ? `from ${unit(from)} ` : ''}to ${unit(to)}${date ? ` by ${date}` : ''}${from ? '' : ' (baseline: measure it this week)'}`
    : `**KR1:** ${family.north.name}: baseline measured this week, target set from it${date ? `, by ${date}` : ''}`;
  const inputs = family.inputs.map(
    (metric, i) =>
      `**KR${i + 2}:** ${metric.name} (${metric.definition}): baseline measured in the first two weeks, target a 20% relative improvement${date ? ` by ${date}` : ''}`,
  );
  const named = objective.includes(' ') ? objective : `Improve ${objective.toLowerCase()}`;
  return {
    kind: 'metrics',
    claim: `objective: ${named}`,
    text: blocks(
      `**Objective:** ${named.charAt(0).toUpperCase()}${named.slice(1)}${date ? ` by ${date}` : ''}.`,
      [first, ...inputs].map((kr) => `- ${kr}`),
      `**Guardrail (not a key result):** ${family.guardrail.name}, ${family.guardrail.definition}.`,
      `${to ? 'KR1 is your own figure; KR2 and KR3 are the levers that move it' : 'Your goal gives no figure, so no target is invented: each waits for a measured baseline'}. Check them weekly: if the levers move and KR1 does not within a month, they are the wrong levers.`,
    ),
  };
}
