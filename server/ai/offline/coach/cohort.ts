/**
 * Retention from cohorts written in prose, worked out with the cohort_retention tool: each cohort's
 * share still active at each period written, whether the curve is flattening, and how cohorts compare
 * at the same period. A cohort without its size or a count without its period is asked for.
 */
import { blocks, toolCall, type Answer } from './answer';
import type { Conversation } from './conversation';
import { cohortRetention } from '../../tools/cohort';
import { counted, figuresIn, normalised, num, share } from '../reading/figures';
import { askForMissing, readLine } from '../reading/reading';
import { readCohorts, type Cohort } from '../reading/read-cohort';

export const ASKS_RETENTION = /\b(?:retention|retain\w*|retained|cohorts?|still active|came back|stick(?:y|iness)?|flatten\w*)\b/i;

/** Asked in words, or written as a cohort: a starting count and how many were still there at a given day, week or month. */
export const readsAsCohort = (text: string) =>
  ASKS_RETENTION.test(text) || readCohorts(text).cohorts.some((k) => k.points.length > 0 && k.points.every((p) => p.active <= k.size));

const ASKS_JUDGEMENT = /\b(?:good|bad|healthy|normal|ok|okay|decent|worried|worry|concerning|fine)\b/i;

const OTHER_QUESTION = /\b(?:how many (?:users|people|visitors)|detect|sample size|per arm|worth|metrics?|kpis?)\b/i;

/** The share of the people still there lost each period unit: up to the first checkpoint, and between the last two. */
function slopes(c: Cohort) {
  const [first, ...rest] = c.points;
  const last = rest.at(-1);
  const previous = rest.at(-2) ?? first;
  if (!first || !last || !previous || last.at <= previous.at || first.active === 0 || previous.active === 0) return undefined;
  const early = 1 - (first.active / c.size) ** (1 / first.at);
  const late = 1 - (last.active / previous.active) ** (1 / (last.at - previous.at));
  return { early, late, unit: first.unit, from: previous.label, to: last.label, first: first.label };
}

export function answerCohorts(c: Conversation): Answer | null {
  const reading = readCohorts(c.text);
  // A retention rate to value, a sample size or metrics to pick are other questions; so is a message with no cohort counts.
  if (OTHER_QUESTION.test(c.text) || (reading.activeCounts === 0 && !/\bcohort\b/i.test(c.text))) return null;
  const cohorts = reading.cohorts.filter((k) => k.points.length > 0);
  const all = figuresIn(normalised(c.text));
  const lone = all.filter((f) => f.kind === 'percent');
  if (cohorts.length === 0 && lone.length === 1 && all.length === 1)
    return {
      kind: 'metrics',
      claim: 'need when retention is measured',
      text: blocks(
        `**${lone[0]?.text} retention can be strong or weak: it depends on when it is measured and what counts as retained.** ${lone[0]?.text} still active at day 30 is a very different product from ${lone[0]?.text} still paying after a year.`,
        `**One question:** ${lone[0]?.text} of which group, still doing what, at which point (day 30, month 3, a year)? With the starting count and one or two later counts I can read the curve and whether it flattens.`,
      ),
    };
  if (reading.missing.length > 0 || cohorts.length === 0)
    return {
      kind: 'metrics',
      claim: 'need the cohort counts',
      text: blocks(
        '**I can read the retention curve once I have each cohort’s size and its active counts by period.**',
        readLine(reading),
        askForMissing(reading),
      ),
    };
  const result = cohortRetention({ cohorts: cohorts.map((k) => ({ name: k.name, size: k.size, active: k.points.map((p) => p.active) })) });
  const curve = (k: Cohort) => result.retention.find((r) => r.name === k.name)?.retention ?? [];
  const labels = [...new Set(cohorts.flatMap((k) => k.points.map((p) => p.label)))];
  const table = [
    `| Cohort | Size | ${labels.join(' | ')} |`,
    `|---|---:|${labels.map(() => '---:').join('|')}|`,
    ...cohorts.map((k) => {
      const shares = curve(k);
      return `| ${k.name} | ${num(k.size)} | ${labels
        .map((l) => {
          const i = k.points.findIndex((p) => p.label === l);
          return i === -1 ? '' : `${share(shares[i] ?? 0)} (${num(k.points[i]?.active ?? 0)})`;
        })
        .join(' | ')} |`;
    }),
  ];
  const lead = cohorts[0] as Cohort;
  const leadShares = curve(lead);
  const headline = `**Of ${lead.name}’s ${num(lead.size)}, ${lead.points.map((p, i) => `${share(leadShares[i] ?? 0)}${i === 0 ? ' were active' : ''} at ${p.label}`).join(', ')}.**`;
  const s = slopes(lead);
  const shape = s
    ? s.late < s.early / 4
      ? `**The curve is flattening:** up to ${s.first} it lost ${share(s.early)} of the people still there each ${s.unit}; between ${s.from} and ${s.to}, ${share(s.late)} each ${s.unit}. The people left at ${s.to} look like the ones who stay; that share, not the early drop, is what your growth compounds on.`
      : `**No plateau yet:** between ${s.from} and ${s.to} it still lost ${share(s.late)} of the people still there each ${s.unit}, against ${share(s.early)} each ${s.unit} up to ${s.first}. Until the curve flattens, every cohort keeps shrinking.`
    : 'With one checkpoint I cannot tell whether the curve flattens: the next count (a later week or month) says whether people stop leaving.';
  const compare = compareAtShared(cohorts, curve);
  const lastShare = share(leadShares.at(-1) ?? 0);
  const lastLabel = lead.points.at(-1)?.label ?? '';
  const judged = !ASKS_JUDGEMENT.test(c.text)
    ? ''
    : !s
      ? `**Is that good?** One checkpoint cannot say: what matters is whether the curve flattens, so count the same people again later.`
      : s.late < s.early / 4
        ? `**Is that good?** The shape says yes more than the level does: the curve flattens, so a core of people stays. Whether ${lastShare} at ${lastLabel} is high for your category these numbers cannot tell; your earlier cohorts at the same checkpoints are the fair bar.`
        : `**Is that good?** Not yet: the curve is still falling at ${lastLabel}, so every cohort keeps shrinking whatever its level.`;
  return {
    kind: 'metrics',
    tools: [toolCall('cohort_retention', result)],
    claim: s && s.late < s.early / 4 ? 'retention is flattening' : 'retention read',
    text: blocks(
      headline,
      judged,
      readLine(reading),
      table,
      shape,
      compare,
      '**Recommendation:** check that “active” means the core action (not just a login), then look at what the people still active at the last checkpoint did in their first week, and test getting new users to that action sooner. Compare the next cohort at the same checkpoints before calling a change.',
    ),
  };
}

/** Two cohorts at the first period both were counted at: the gap in points, said as a difference, not a verdict. */
function compareAtShared(cohorts: Cohort[], curve: (k: Cohort) => number[]) {
  const [a, b] = cohorts;
  if (!a || !b) return '';
  const label = a.points.find((p) => b.points.some((q) => q.label === p.label))?.label;
  if (!label) return `${a.name} and ${b.name} were counted at different periods, so I cannot compare them yet.`;
  const ra = curve(a)[a.points.findIndex((p) => p.label === label)] ?? 0;
  const rb = curve(b)[b.points.findIndex((p) => p.label === label)] ?? 0;
  const diff = (rb - ra) * 100;
  return `At ${label}, ${b.name} keeps ${share(rb)} against ${a.name}’s ${share(ra)}: ${counted(Math.abs(diff), 'point', 1)} ${diff >= 0 ? 'higher' : 'lower'}. Cohorts differ in more than time (channel, season, pricing), so read this as a question to look into, not as proof that a change worked.`;
}
