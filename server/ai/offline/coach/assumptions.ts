/** Riskiest assumption with its cheapest test; risks with mitigations; non-goals. */
import type { Answer } from './answer';
import { blocks } from './answer';
import { lastRanking, type Conversation } from './conversation';
import { inSentence, listItems } from '../phrase';
import { thresholdsIn } from './experiment';
import { pct, withThe } from './nlp';
import { requestSubject } from './subject';

type Kind = 'pay' | 'value' | 'problem' | 'usability' | 'feasibility' | 'reach';
const KINDS: [Kind, RegExp][] = [
  ['pay', /\b(pay|price|pricing|budget|buy|purchase|willing|subscription|\$|€|£)\b/i],
  ['feasibility', /\b(build|technical|feasib|integrat|api|data|accuracy|scale|legal|compliance|gdpr)\b/i],
  ['reach', /\b(reach|find|acquire|channel|market|distribution|get in front)\b/i],
  ['usability', /\b(understand|figure out|use it|learn|usable|confus|set ?up|onboard)\b/i],
  ['problem', /\b(problem|pain|care|happen|often|struggle|need)\b/i],
  ['value', /\b(switch|use|adopt|want|value|prefer|replace|trust|rely)\b/i],
];

const TESTS: Record<Kind, (who: string) => { test: string; cost: string; bar: string }> = {
  pay: (who) => ({
    test: `a pricing page with a "Reserve your spot" button and a real price, shown to ${who}`,
    cost: '2–3 days and a small ad budget',
    bar: 'at least 3% of visitors try to pay or pre-order',
  }),
  value: (who) => ({
    test: `a fake-door button for the feature in the product (or a landing page) for ${who}, with a short "coming soon" note`,
    cost: '1–2 days of work',
    bar: 'at least 8% of those who see it click',
  }),
  problem: (who) => ({
    test: `8 problem interviews with ${who} about the last time it happened, plus a count of related support tickets`,
    cost: 'one week, no code',
    bar: 'at least 6 of 8 describe the problem unprompted and 4 already use a workaround',
  }),
  usability: (who) => ({
    test: `a clickable prototype tested with 5 ${who}`,
    cost: '3–4 days',
    bar: '4 of 5 finish the core task without help in under 3 minutes',
  }),
  feasibility: () => ({
    test: 'a one-week technical spike on the hardest part with real data',
    cost: 'one engineer for a week',
    bar: 'it works on 20 real cases with acceptable quality',
  }),
  reach: (who) => ({
    test: `two channels tested with the same small budget, aimed at ${who}`,
    cost: 'a week and a few hundred in ads or outreach',
    bar: 'cost per interested lead below what one customer is worth in a quarter',
  }),
};

export function classify(assumption: string): Kind {
  return KINDS.find(([, pattern]) => pattern.test(assumption))?.[0] ?? 'value';
}

export function answerRiskiest(c: Conversation): Answer {
  const who = inSentence(c.facts.target_audience ?? 'your users');
  const asked = /\b(riskiest|assumptions?)\b/i.test(c.text) ? requestSubject(c.text, c.facts.product_name) : undefined;
  const idea = asked ?? lastRanking(c)?.top ?? c.facts.idea ?? c.facts.subject ?? c.facts.product_name ?? 'the idea';
  const pain = c.facts.pain_points;
  const stated = c.facts.riskiest_assumption?.replace(/^(?:that|the assumption that|i think that)\s+/i, '');
  const evidence = /\d|tickets?|interviews?|survey|data/i.test(`${c.full.pain_points ?? ''} ${pain ?? ''}`);
  const aim =
    /^(?:to\s+)?(?:reduce|increase|cut|help|let|make|build|add|create|improve|automate|give|replace|enable|allow|grow|lower|raise|stop|remove|speed up|simplify)\b/i.test(
      idea,
    )
      ? `${c.facts.product_name && c.facts.product_name !== idea ? c.facts.product_name : 'your solution'} can ${inSentence(idea.replace(/^to\s+/i, '').split(/\s(?:so that|so|because)\s/)[0] ?? idea)}, and ${who} will use it instead of what they do today`
      : `${who} will use ${withThe(idea)} instead of what they do today`;
  const assumption =
    stated ??
    (pain && !evidence ? `the problem ("${inSentence(pain)}") hurts ${who} often enough that they will change how they work` : aim);
  const kind = stated ? classify(stated) : pain && !evidence ? 'problem' : 'value';
  const test = TESTS[kind](who);
  const bars = thresholdsIn(c.full.success_metric ?? c.facts.success_metric ?? '', '');
  const bar =
    bars.go !== undefined
      ? `at least ${pct(bars.go, 1)} (your own bar)${bars.stop !== undefined ? `; stop under ${pct(bars.stop, 1)}` : ''}`
      : test.bar;
  return {
    kind: 'riskiest',
    text: blocks(
      `**Riskiest assumption:** ${assumption}.${stated ? ' You named it yourself, and it is the right one to test first: if it is wrong, nothing built on top of it matters.' : ''}`,
      `**Cheapest test:** ${test.test}. Cost: ${test.cost}.`,
      `**Pass bar, set before you start:** ${bar}. Below it, change the promise or the audience before writing code.`,
      stated
        ? ''
        : pain && !evidence
          ? 'Why this one: the problem has no evidence yet (no numbers, tickets or interviews), and every later bet depends on it.'
          : pain
            ? 'Why this one: the problem is backed by evidence, so the open question is whether your answer to it gets used.'
            : 'Why this one: if people do not switch to it, nothing else about it matters; ask about the problem in the same conversations to check it is real.',
    ),
    why: [
      stated
        ? 'you named it as the assumption that would sink the idea'
        : evidence && pain
          ? 'the problem already has evidence, so value is the biggest unknown'
          : !pain
            ? 'whether people switch to it is the first thing that can sink it'
            : 'the problem has no evidence yet, and every other bet depends on it',
      `the test costs ${test.cost}, far less than building`,
    ],
  };
}

export function answerRisks(c: Conversation): Answer {
  const subject =
    requestSubject(c.text, c.facts.product_name) ?? lastRanking(c)?.top ?? c.facts.subject ?? c.facts.product_name ?? 'this launch';
  const who = inSentence(c.facts.target_audience ?? 'users');
  const rows: [string, string, string][] = [
    [
      `Adoption: ${who} keep their current way of working instead of ${subject}`,
      'High',
      `Ship it inside the flow they already use; measure adoption in week 1 and interview 5 non-adopters`,
    ],
    [
      `Value: ${subject} ${/s$/.test(subject) && !/ss$/.test(subject) ? 'ship' : 'ships'} but ${/s$/.test(subject) && !/ss$/.test(subject) ? 'do' : 'does'} not reach the goal (${c.facts.success_metric ?? c.facts.business_goals ?? 'the target metric'})`,
      'High',
      'Agree the metric, baseline and target before build; release to 10% first and compare',
    ],
  ];
  for (const constraint of listItems(c.facts.constraints ?? '').slice(0, 2))
    rows.push([`Constraint: ${constraint}`, 'Medium', 'Name an owner and check it at each milestone; cut scope before moving the date']);
  if (/\b(api|integrat|partner|vendor|stripe|payment|bank|data)\b/i.test(`${subject} ${c.facts.main_features ?? ''}`))
    rows.push([
      'Dependency: a third-party API or partner changes or limits access',
      'Medium',
      'Spike the integration in week 1; keep a manual fallback',
    ]);
  rows.push(['Delivery: scope grows during build', 'Medium', 'Write non-goals now; anything new goes to a v2 list reviewed after launch']);
  rows.push([
    'Trust: users see errors or unwanted messages from the new behaviour',
    'Medium',
    'Guardrail metric with a rollback threshold; a feature flag to switch it off',
  ]);
  return {
    kind: 'risks',
    text: blocks(
      `**Top risks for ${subject}**, biggest first:`,
      ['| Risk | Impact | Mitigation |', '|---|---|---|', ...rows.slice(0, 6).map((r) => `| ${r.join(' | ')} |`)],
      `Review the top two every week until launch; each needs an owner and an early signal (the adoption number in week 1, the metric after 2 weeks).`,
    ),
    why: [
      'adoption and value risks come first because they decide whether the work pays off at all',
      'constraints and dependencies you named turn into delivery risks',
    ],
  };
}

export function answerNonGoals(c: Conversation): Answer {
  const release = /\b(v1|mvp|first (?:version|release)|launch)\b/i.exec(c.text)?.[1];
  const subject =
    requestSubject(
      c.text.replace(/\b(?:for|of|in)\s+(?:the\s+)?(?:v1|mvp|first (?:version|release)|launch)\b/gi, ''),
      c.facts.product_name,
    ) ??
    c.facts.subject ??
    c.facts.product_name ??
    'this release';
  const out: string[] = [];
  const outOfScope = (c.full.target_audience ?? '')
    .split(/[.;]\s*|\s[—–]\s|,\s(?=but|not)/)
    .find((clause) => /\b(?:not|out of scope|exclud\w*|except|later)\b/i.test(clause));
  if (outOfScope) out.push(`- **Other audiences:** ${outOfScope.trim()}. Serving them too would double the research and the edge cases.`);
  const ranking = lastRanking(c);
  if (ranking && ranking.rest.length > 0)
    out.push(
      `- **${ranking.rest.join(', ')}**: ranked below ${ranking.top} in the prioritisation; they wait for v2 unless ${ranking.top} misses its target.`,
    );
  const named = requestSubject(c.text, c.facts.product_name) ?? c.facts.subject;
  const others = listItems(c.facts.main_features ?? '').filter((f) => !named || !f.toLowerCase().includes(named.toLowerCase()));
  if (named && others.length > 0)
    out.push(`- **Changes to ${others.join(', ')}**: this release is about ${named} only, so its result stays readable.`);
  out.push(
    `- **Custom configuration per customer** for ${subject}: one sensible default first; settings come when usage shows which ones matter.`,
    '- **A new platform or integration framework**: build for this one use case; generalise after a second one exists.',
    '- **Migrating old data or history**: start from launch day; backfill only if users ask for it.',
    '- **Pricing changes**: measured separately, so the result of this release stays readable.',
  );
  return {
    kind: 'non-goals',
    text: blocks(
      `**${release ? `Out of scope for ${release.toLowerCase() === 'mvp' ? 'the MVP' : release}` : 'Non-goals'}${subject !== 'this release' ? ` of ${subject}` : ''}** (each one a decision, with the reason):`,
      out.slice(0, 6),
      'Put these under "Non-goals" in the PRD: reviewers will challenge scope against them.',
    ),
    why: ['non-goals keep the scope honest: each names something a reviewer might expect and says why it waits'],
  };
}
