/**
 * "We have churn of 3%. Is that bad?": one churn rate on its own. The answer turns it into what it
 * means over a year (or a month) and a customer's average life, says which period it read, and asks
 * for the period when none was written, instead of judging a number whose period it does not know.
 */
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';
import { counted, figuresIn, normalised, share } from '../reading/figures';

const CHURN = /\b(?:churn\w*|cancel\w*|attrition|logo loss)\b/i;

/** One churn rate and no money: a question about churn itself, not about unit economics or a price. */
export function readsAsChurnLevel(text: string) {
  if (!CHURN.test(text)) return false;
  const figures = figuresIn(normalised(text));
  return figures.filter((f) => f.kind === 'percent').length === 1 && !figures.some((f) => f.kind === 'money');
}

export function answerChurnLevel(c: Conversation): Answer | null {
  const text = normalised(c.text);
  const rate = figuresIn(text).find((f) => f.kind === 'percent');
  if (!rate || rate.value <= 0 || rate.value >= 100) return null;
  const p = rate.value / 100;
  const near = `${rate.before} ${rate.after} ${text}`.toLowerCase();
  const period = /\b(?:a|per|each|every) month\b|\bmonthly\b|\/mo\b|\bmom\b/.test(near)
    ? 'month'
    : /\b(?:a|per|each|every) year\b|\bannual\w*\b|\byearly\b|\/yr\b/.test(near)
      ? 'year'
      : undefined;
  const monthly = `${share(p)} a month: ${share(1 - (1 - p) ** 12)} of customers gone within a year (1 − ${share(1 - p)}¹²), an average life of ${counted(1 / p, 'month', 0)} (1 ÷ ${share(p)})`;
  const yearly = `${share(p)} a year: about ${share(1 - (1 - p) ** (1 / 12), 2)} a month, an average life of ${counted(1 / p, 'year', 1)} (1 ÷ ${share(p)})`;
  if (!period)
    return {
      kind: 'metrics',
      claim: 'need the churn period',
      text: blocks(
        `**It depends on the period, and the two readings are far apart:**`,
        [`- If it is ${monthly}.`, `- If it is ${yearly}.`],
        `Read monthly, you must win ${share(1 - (1 - p) ** 12, 0)} of your base again every year just to stand still; read yearly, ${share(p, 1)} is all you must replace. Also check whether it counts customers or revenue: revenue churn net of expansion can be far lower than logo churn.`,
        `**One question:** is the ${share(p)} a month or a year?`,
      ),
    };
  return {
    kind: 'metrics',
    claim: `${share(p)} churn a ${period}`,
    text: blocks(
      `**${period === 'month' ? monthly : yearly}.**`,
      `**What I read:** churn: ${share(p)} a ${period}.`,
      period === 'month'
        ? 'Whether that is bad depends on who the customers are: small businesses and consumers leave more often than large accounts, so compare it with your own cohorts by plan and size before comparing it with anyone else’s number. What matters more is the trend and where it comes from: split it by plan and by customer age, since early churn (the first three months) is usually an onboarding problem and later churn a value problem.'
        : 'At that rate churn is not your first problem; check that it counts revenue as well as customers (a few large accounts leaving can hide behind a low count) and put effort into growth and expansion.',
      '**Recommendation:** list the last 20 cancellations with their stated reason and what they used before leaving; the largest group is the first thing to fix.',
    ),
  };
}
