/** "Which should we build first?": RICE when reach is known, ICE otherwise, with every assumption stated. */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { figures } from '../coach-facts';
import { capitalise } from '../phrase';
import { fmt, quantities } from './nlp';
import { optionsIn, type Option } from './options';
import { overlaps } from './themes';

const BIG =
  /\b(platform|integration|integrat\w*|sync|ai|machine learning|ml|marketplace|mobile app|native|migration|rewrite|payments?|payouts?|portal|sso|offline|real-?time|api|multi-?\w+|permissions?|workflow engine|analytics)\b/i;
const SMALL =
  /\b(reminders?|emails?|notifications?|templates?|export|csv|filters?|copy|button|tooltips?|banner|onboarding checklist|settings?|toggle|dark mode|labels?|tags?|sorting|search)\b/i;
type Scored = { option: Option; reach?: number; impact: number; confidence: number; effort: number; score: number; notes: string[] };

function effortOf(o: Option): { weeks: number; note: string } {
  const stated = quantities(o.text).find(
    (q) => /^(?:person[- ])?(weeks?|wks?|sprints?|days?|months?|person)\b/.test(q.after) || /\beffort(?: of| is)?$/.test(q.before),
  );
  if (stated) {
    const unit = stated.after.split(' ')[0] ?? '';
    const weeks = /sprint/.test(unit)
      ? stated.value * 2
      : /day/.test(unit)
        ? stated.value / 5
        : /month/.test(unit)
          ? stated.value * 4.3
          : stated.value;
    return { weeks, note: `effort ${fmt(weeks, 1)} person-week${weeks === 1 ? '' : 's'} as you said` };
  }
  if (BIG.test(o.name)) return { weeks: 6, note: 'effort assumed 6 person-weeks (integration-sized work)' };
  if (SMALL.test(o.name)) return { weeks: 2, note: 'effort assumed 2 person-weeks (a contained change)' };
  return { weeks: 4, note: 'effort assumed 4 person-weeks (no estimate given)' };
}

function score(o: Option, c: Conversation, audience: number | undefined): Scored {
  const pain = [c.full.pain_points, c.facts.pain_points].filter(Boolean).join(' ');
  const goal = [c.facts.business_goals, c.facts.success_metric, c.facts.goal, c.facts.idea].filter(Boolean).join(' ');
  const hitsPain = pain !== '' && overlaps(o.name, pain);
  const hitsGoal = goal !== '' && overlaps(o.name, goal);
  const evidence =
    hitsPain && (/\d|tickets?|interviews?|survey|requests?|complain/i.test(pain) || figures(c.facts).some((f) => overlaps(f.name, pain)));
  const said = quantities(o.text);
  const statedImpact = said.find((q) => /\bimpact(?: of| is)?$/.test(q.before) && q.value > 0 && q.value <= 3);
  const statedConfidence = said.find((q) => /\bconfidence(?: of| is)?$/.test(q.before) && q.value > 0 && q.value <= 100);
  const impact = statedImpact?.value ?? (hitsPain && hitsGoal ? 3 : hitsPain || hitsGoal ? 2 : 1);
  const confidence = statedConfidence
    ? statedConfidence.value / (statedConfidence.unit === '%' || statedConfidence.value > 1 ? 100 : 1)
    : evidence
      ? 0.8
      : hitsPain || hitsGoal
        ? 0.5
        : 0.3;
  const effort = effortOf(o);
  const stated = quantities(o.text).find(
    (q) => /\b(users?|customers?|accounts?|teams?|reach)\b/.test(`${q.before} ${q.after}`) && q.unit === '' && q.value >= 10,
  );
  const reach = stated?.value ?? audience;
  const notes = [
    statedImpact
      ? `impact ${impact} as you said`
      : hitsPain && hitsGoal
        ? 'impact 3: it addresses the stated problem and the goal'
        : hitsPain
          ? 'impact 2: it addresses the stated problem'
          : hitsGoal
            ? 'impact 2: it serves the stated goal'
            : 'impact 1: no link to the stated problem or goal',
    statedConfidence
      ? `confidence ${fmt(confidence * 100)}% as you said`
      : evidence
        ? 'confidence 80%: the problem comes with evidence'
        : hitsPain || hitsGoal
          ? 'confidence 50%: linked to a stated need, without evidence'
          : 'confidence 30%: no evidence yet',
    effort.note,
  ];
  if (reach !== undefined)
    notes.unshift(
      stated
        ? `reach ${fmt(reach)} as you said`
        : `reach ${fmt(reach)} (every ${audience === reach ? 'user you counted' : 'user'} per quarter)`,
    );
  const ease = effort.weeks <= 1 ? 9 : effort.weeks <= 2 ? 8 : effort.weeks <= 4 ? 6 : effort.weeks <= 6 ? 4 : 2;
  const value = reach !== undefined ? (reach * impact * confidence) / effort.weeks : (impact * 3 + 1) * (confidence * 10) * ease;
  return { option: o, reach, impact, confidence, effort: effort.weeks, score: value, notes };
}

export function answerPrioritise(c: Conversation): Answer {
  const options = optionsIn(c.text, c.facts, c.replies.at(-1));
  if (options.length < 2) {
    return {
      kind: 'prioritise',
      text: blocks(
        'List the options (one per line, with an effort guess if you have one) and I will score them.',
        'I score with **RICE** (Reach × Impact × Confidence ÷ Effort) when I know how many users each reaches, otherwise **ICE** (Impact × Confidence × Ease), taking impact and confidence from the problem and goal you have told me.',
      ),
    };
  }
  const audienceFigure = figures(c.facts).find((f) => /\b(users?|customers?|accounts?|teams?|members?|subscribers?)\b/.test(f.name));
  const audience = audienceFigure
    ? Number(audienceFigure.value.replace(/[^\d.]/g, '')) * (/k\b/i.test(audienceFigure.value) ? 1000 : 1)
    : undefined;
  const rice =
    options.some((o) => quantities(o.text).some((q) => /\b(users?|customers?|reach)\b/.test(`${q.before} ${q.after}`))) ||
    (audience !== undefined && audience > 0);
  const scored = options.map((o) => score(o, c, rice ? (audience ?? undefined) : undefined)).sort((a, b) => b.score - a.score);
  const [top, second] = scored;
  if (!top) return answerPrioritise({ ...c, text: '' });
  const rows = rice
    ? [
        '| Option | Reach | Impact | Confidence | Effort (person-weeks) | RICE |',
        '|---|---|---|---|---|---|',
        ...scored.map(
          (s) =>
            `| ${capitalise(s.option.name)} | ${fmt(s.reach ?? 0)} | ${s.impact} | ${fmt(s.confidence * 100)}% | ${fmt(s.effort, 1)} | **${fmt(s.score)}** |`,
        ),
      ]
    : [
        '| Option | Impact (1–10) | Confidence (1–10) | Ease (1–10) | ICE |',
        '|---|---|---|---|---|',
        ...scored.map((s) => {
          const ease = s.effort <= 1 ? 9 : s.effort <= 2 ? 8 : s.effort <= 4 ? 6 : s.effort <= 6 ? 4 : 2;
          return `| ${capitalise(s.option.name)} | ${s.impact * 3 + 1} | ${fmt(s.confidence * 10)} | ${ease} | **${fmt(s.score)}** |`;
        }),
      ];
  const flip =
    second && rice
      ? `${capitalise(second.option.name)} would overtake it if its effort fell under ${fmt(((second.reach ?? 0) * second.impact * second.confidence) / top.score, 1)} person-weeks.`
      : second
        ? `${capitalise(second.option.name)} comes second; a firmer effort estimate or evidence for it can change the order.`
        : '';
  const tied = scored.filter((x) => Math.abs(x.score - top.score) < 1e-9);
  if (tied.length === scored.length && scored.length > 1) {
    return {
      kind: 'prioritise',
      text: blocks(
        `**${scored
          .map((x) => capitalise(x.option.name))
          .join(', ')
          .replace(/, ([^,]*)$/, ' and $1')} tie at ${fmt(top.score)}** (${rice ? 'RICE' : 'ICE'}): nothing I know tells them apart yet.`,
        rows,
        `To break the tie, give me for each: ${rice ? '' : 'how many users it reaches a quarter, '}an effort guess in person-weeks, and which problem or goal it moves. The option that removes the stated problem for the most users per week of work goes first.`,
      ),
    };
  }
  return {
    kind: 'prioritise',
    claim: `${top.option.name} first`,
    text: blocks(
      `**Build ${top.option.name} first.** ${rice ? 'RICE' : 'ICE'} scores it highest${second ? `, ahead of ${second.option.name}` : ''}.`,
      rows,
      `**Assumptions** (change any and I will rescore): ${top.notes.join('; ')}.${rice ? '' : ' No reach figure is known, so this is ICE; tell me how many users each option reaches for RICE.'}`,
      flip,
    ),
    why: [...top.notes, second ? `${second.option.name} scored ${fmt(second.score)} against ${fmt(top.score)}` : ''].filter(Boolean),
  };
}
