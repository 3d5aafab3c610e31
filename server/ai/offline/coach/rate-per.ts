/**
 * Pilot results stated as a rate per 100 (or per 1,000): "1,900 employees, 61 tickets; our bar was under 8 per 100".
 * The rate from the counts, compared with the PM's bar in the direction they set, then a decision.
 */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { fmt, quantities } from './nlp';

const PER = /(\d[\d,.]*)\s*per\s*(100|1,?000|thousand|10,?000)\b/i;
const LOWER_IS_BETTER = /\b(under|below|less than|fewer than|at most|no more than|max(?:imum)?|<)\s*$/i;

export function answerRatePer(c: Conversation): Answer | null {
  const bar = PER.exec(c.text);
  if (!bar?.[1] || !bar[2]) return null;
  const per = bar[2].toLowerCase() === 'thousand' ? 1000 : Number(bar[2].replace(/,/g, ''));
  const threshold = Number(bar[1].replace(/,/g, ''));
  const before = c.text.slice(0, bar.index ?? 0);
  const lower =
    LOWER_IS_BETTER.test(before) ||
    /\b(tickets?|errors?|complaints?|incidents?|bugs?|defects?|returns?|refunds?|cancellations?)\b/i.test(
      c.text.slice(bar.index ?? 0, (bar.index ?? 0) + 40) + before.slice(-60),
    );
  const counts = quantities(before).filter(
    (q) => q.unit === '' && q.value >= 1 && !/^(customers?|clients?|companies|teams|weeks?|days?|months?)\b/.test(q.after),
  );
  if (counts.length < 2) return null;
  const base = counts.reduce((a, b) => (b.value > a.value ? b : a));
  const events = counts.filter((q) => q !== base).at(-1);
  if (!events) return null;
  const baseName = base.after.split(' ')[0] || 'units';
  const eventName = events.after.split(' ')[0] || 'events';
  const rate = (events.value / base.value) * per;
  const pass = lower ? rate < threshold : rate >= threshold;
  const margin = lower ? threshold - rate : rate - threshold;
  const close = Math.abs(margin) < threshold * 0.15;
  const verdict = pass ? (close ? 'Pass, narrowly' : 'Pass') : close ? 'Miss, narrowly' : 'Miss';
  return {
    kind: 'experiment',
    claim: verdict.toLowerCase(),
    text: blocks(
      `**${verdict}.** ${fmt(rate, 1)} ${eventName} per ${fmt(per)} ${baseName} ${pass ? 'beats' : 'misses'} your bar of ${lower ? 'under ' : 'at least '}${fmt(threshold, 1)}.`,
      [
        `- ${fmt(events.value)} ${eventName} ÷ ${fmt(base.value)} ${baseName} × ${fmt(per)} = **${fmt(rate, 1)} per ${fmt(per)}**`,
        `- Your bar: ${lower ? 'under' : 'at least'} ${fmt(threshold, 1)} per ${fmt(per)}; the difference is ${fmt(Math.abs(margin), 1)}`,
      ],
      pass
        ? `**Next step:** ${close ? 'repeat it with a second group before you commit, since the margin is small' : 'widen the pilot to a larger group under the same measurement, and compare with customers who did not get it in the same period'}; check that the pilot group was typical, because a friendly group flatters the result.`
        : `**Next step:** read the ${eventName} one by one and group them by cause; fix the biggest cause and pilot again before widening.`,
    ),
    why: [
      `${fmt(events.value)} ÷ ${fmt(base.value)} × ${fmt(per)} = ${fmt(rate, 1)}`,
      `your bar was ${lower ? 'under' : 'at least'} ${fmt(threshold, 1)} per ${fmt(per)}`,
    ],
  };
}
