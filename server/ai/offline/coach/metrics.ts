/** "Give me 3 metrics for this": a north-star metric, input metrics and a guardrail, each with baseline, target and date. */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { figures } from '../coach-facts';
import { capitalise, inSentence } from '../phrase';
import { FAMILIES, GENERIC, type Family } from './metric-families';
import { requestSubject } from './subject';

const PERCENT = /(\d+(?:\.\d+)?)\s?%/g;
const DATE =
  /\b(?:by|before|in|until)\s+((?:the )?(?:end of )?(?:q[1-4](?:\s?20\d\d)?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:\s20\d\d)?|20\d\d|next (?:quarter|year)|(?:the )?end of (?:the )?(?:quarter|year)))/i;

/** Baseline and target read from what the PM said, e.g. "on-time payments, currently 62%, target 80% by Q4". */
export function baselineTarget(text: string): { baseline?: string; target?: string; date?: string } {
  const out: { baseline?: string; target?: string; date?: string } = {};
  for (const m of text.matchAll(PERCENT)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 30), m.index).toLowerCase();
    if (/(target|to|reach|goal|at least|aim|want|need|hit|→|->)\s*(?:of\s*|is\s*|be\s*)?(?:about|around)?\s*$/.test(before))
      out.target ??= `${m[1]}%`;
    else if (/(currently|today|now|baseline|from|is|at|sits at|stands at|was)\s*(?:at\s*)?(?:about|around)?\s*$/.test(before))
      out.baseline ??= `${m[1]}%`;
  }
  const counts = COUNTS.exec(text);
  if (counts?.[1] && counts[3] && !out.baseline && !out.target) {
    const unit = counts[2]?.trim() ?? '';
    out.baseline = `${counts[1]}${unit ? ` ${unit}` : ''}`;
    out.target = `${counts[3]}${counts[4]?.trim() ? ` ${counts[4].trim()}` : unit ? ` ${unit}` : ''}`;
  }
  const reach = /\b(?:reach|hit|get to|grow to|to)\s+([\d,.]+k?)\s+(?:new |active |paid |paying )?[a-z]+s\b/i.exec(text);
  if (reach?.[1] && !out.target) out.target = reach[1];
  out.date = DATE.exec(text)?.[1];
  return out;
}

const UNIT = String.raw`(\s?(?:%|minutes?|mins?|hours?|hrs?|days?|seconds?|ms)\b)?`;
/** "from 90 minutes to under 30", "from 800 to 2,000": a counted baseline and target with their unit. */
const COUNTS = new RegExp(
  String.raw`\bfrom\s+(\d[\d,.]*\d(?:k\b)?|\d(?:k\b)?)${UNIT}\s+(?:[a-z]+\s+){0,3}?to\s+((?:under|below|over|above|at least|at most|less than|more than)?\s?(?:\d[\d,.]*\d|\d)(?:k\b)?)${UNIT}`,
  'i',
);

const GENERIC_WORDS = /^(monthly|weekly|daily|yearly|annual|rate|share|average|median|total|number|count)$/;
const shares = (a: string, b: string) =>
  a
    .toLowerCase()
    .split(/\W+/)
    .some((w) => w.length > 3 && !GENERIC_WORDS.test(w) && b.toLowerCase().includes(w));

/** A document's title (its first heading) and the first line of its success or metrics section. */
function documentFocus(text?: string): { title?: string; success?: string } {
  if (!text?.trim()) return {};
  const head = text.slice(0, 20_000);
  const title = /^#{1,2}\s+(.{3,80})$/m.exec(head)?.[1]?.trim();
  const success = /^(?:#{1,4}\s*)?(?:success(?: metrics?)?|metrics|goals?|kpis?)\s*:?\s*\n+([^\n]{3,200})/im.exec(head)?.[1]?.trim();
  return { title, success };
}

/** The north star the conversation points to, with the baseline, target and date the PM stated. */
export function northStar(c: Conversation, subject?: string) {
  /** What the PM said most recently decides what "this" is: the newest messages first, then the stated goal. */
  const recent = [c.text, ...c.earlier.slice(-3).reverse()].map((t) => t.slice(0, 1000));
  const doc = documentFocus(c.documentText);
  const sources = [
    subject,
    ...recent,
    c.facts.success_metric,
    c.facts.business_goals ?? c.facts.goal ?? c.facts.idea ?? c.facts.revision_goal,
    c.facts.pain_points,
    c.facts.subject,
    doc.success,
  ];
  const family =
    sources.reduce<Family | undefined>(
      (found, text) => found ?? (text ? FAMILIES.find((f) => f.match.test(text)) : undefined),
      undefined,
    ) ?? GENERIC;
  const sameFamily = (text?: string) => text !== undefined && (family === GENERIC || family.match.test(text));
  const said = [c.text, ...c.earlier.slice(-30).reverse()].map((t) => t.slice(0, 1000));
  const stated = baselineTarget(
    [
      ...said.filter((t) => family !== GENERIC && family.match.test(t)),
      c.full.success_metric,
      c.facts.success_metric,
      c.facts.business_goals,
    ]
      .filter(sameFamily)
      .join(' · '),
  );
  const figure = figures(c.facts).find((f) => family.match.test(f.name));
  const baseline = stated.baseline ?? figure?.value;
  const success = sameFamily(c.facts.success_metric) ? c.facts.success_metric : undefined;
  const named =
    figure && !stated.baseline
      ? capitalise(figure.name)
      : success && baseline
        ? capitalise(
            success
              .split(/[,;(:]|\s(?:from|currently|today|is|at|was|—|–)\s/)[0]
              ?.trim()
              .replace(/\s(?:down|up|going|should go|to go|drops?|rises?)$/i, '') ?? '',
          )
        : '';
  const counted =
    family.north.name === 'Paying accounts'
      ? /\b(?:paid|paying|active)\s+((?:[a-z]+\s)?[a-z]+s)\b/i.exec(sources.filter(Boolean).join(' · '))?.[1]
      : undefined;
  /** "Activation" said by the PM is the family's "Activation rate", with its definition. */
  const vague = named !== '' && !/\s/.test(named.trim()) && family.north.name.toLowerCase().includes(named.toLowerCase());
  const topic = subject ?? c.facts.subject ?? doc.title;
  const generic = family === GENERIC && topic ? `Weekly users of ${inSentence(topic)}` : undefined;
  const name = (vague ? '' : named) || (counted ? `Paying ${counted}` : (generic ?? family.north.name));
  const head = (t: string) => t.toLowerCase().split(/\W+/).filter(Boolean).at(-1);
  const definition =
    !named || vague || (shares(named, family.north.name) && head(named) === head(family.north.name))
      ? family.north.definition
      : `${named.toLowerCase()} as you track it today`;
  const own = (c.full.success_metric ?? c.facts.success_metric ?? '')
    .split(/;\s*|,?\s+and\s+(?=[a-z-]+(?:\s[a-z-]+){0,3}\s(?:under|below|over|above|at|to|from|of|<|>)?\s?\d)/i)
    .slice(1)
    .map((clause) => clause.trim().replace(/[.]$/, ''))
    .filter((clause) => /\d/.test(clause))
    .map((clause) => ({
      name: capitalise(clause.split(/\s(?:under|below|over|above|at|to|from|of|<|>)\s?\d|\s\d/)[0]?.trim() ?? clause),
      target: /((?:under|below|over|above|at least|at most)?\s?[\d,.]+\s?%?)\s*$/.exec(clause)?.[1]?.trim(),
    }));
  return { family, name, definition, baseline, target: stated.target, date: stated.date, own };
}

export function answerMetrics(c: Conversation): Answer {
  const subject = c.guidedSummary ? undefined : requestSubject(c.text, c.facts.product_name);
  const north = northStar(c, subject);
  const { family, baseline, definition } = north;
  const northName = north.name;
  const stated = { target: north.target };
  const date = north.date ?? '90 days after launch';
  const proposed = (value?: string) => {
    const n = Number.parseFloat(value ?? '');
    if (!Number.isFinite(n)) return 'set once the baseline is in';
    const down = /churn|tickets?|time|days|refund|error|complain|late|cost|drop/i.test(northName);
    const next = down ? n * 0.8 : Math.min(99, n * 1.2);
    return `${Number(next.toFixed(1))}% (proposed: ${down ? '−20%' : '+20%'} relative)`;
  };
  const asked = Number(
    /\b(\d|two|three|four|five)\s+(?:\w+\s+)?(?:metrics|kpis|measures)\b/i
      .exec(c.text)?.[1]
      ?.replace(/two/i, '2')
      .replace(/three/i, '3')
      .replace(/four/i, '4')
      .replace(/five/i, '5'),
  );
  const inputs = Number.isFinite(asked) && asked >= 3 ? Math.min(family.inputs.length, asked - 2) : family.inputs.length;
  const rows = [
    `| North star | **${northName}**: ${definition} | ${baseline ?? 'measure first'} | ${stated.target ?? proposed(baseline)} | ${date} |`,
    ...north.own.map(
      (m) => `| Input (yours) | **${m.name}**: as you stated it | measure first | ${m.target ?? 'set once the baseline is in'} | ${date} |`,
    ),
    ...family.inputs
      .slice(0, Math.max(0, inputs - north.own.length))
      .map((m) => `| Input | **${m.name}**: ${m.definition} | measure first | set from the first 2 weeks of data | ${date} |`),
    `| Guardrail | **${family.guardrail.name}**: ${family.guardrail.definition} | measure first | no worse than baseline | every week |`,
  ];
  const goal = c.facts.business_goals ?? c.facts.goal ?? c.facts.idea;
  const about = subject ?? c.facts.subject;
  return {
    kind: 'metrics',
    claim: `${northName} as the north star`,
    text: blocks(
      `**North star: ${northName}.**${goal ? ` It tracks your goal: ${inSentence(goal)}.` : about ? ` It shows whether ${/^(?:the|a|an)\s/i.test(about) ? about : `the ${about}`} works.` : ''} ${inputs === 1 ? 'One input metric' : 'Two input metrics'} you can move week by week, and one guardrail:`,
      ['| Role | Metric and definition | Baseline | Target | By |', '|---|---|---|---|---|', ...rows],
      inputs < family.inputs.length
        ? `You asked for ${inputs + 2}; the next input to add is **${family.inputs[inputs]?.name}** (${family.inputs[inputs]?.definition}).`
        : '',
      baseline ? '' : '**Measure first:** pull two weeks of the north star before launch, so the target is a change from a real baseline.',
      `Review them weekly; if an input moves and the north star does not within ${date.includes('90') ? 'a month' : 'a few weeks'}, the input is the wrong lever.`,
    ),
    why: [
      `${northName} measures the outcome itself rather than activity`,
      'the inputs are levers the team can move within a sprint, and the guardrail catches a win that costs something elsewhere',
      baseline ? `the baseline (${baseline}) comes from what you told me` : 'no baseline was given, so measuring comes first',
    ],
  };
}
