/** What the coach knows: every memory, questionnaire answer and stated figure, with short values to place in sentences. */
import type { JourneyType } from '../../../common/constants';
import { extractMemories } from '../../../common/memory';
import { answerValue } from '../../../common/memory-answers';
import { figureIn, METRIC_PREFIX, metricName } from '../../../common/memory-figures';
import type { ChatTurn, Memory, QuestionAnswer } from '../types';
import { capitalise, listItems } from './phrase';

/** Short values by memory key (product_name, goal, success_metric, metric_monthly_churn, ...). */
export type Facts = Partial<Record<string, string>>;

type FactSpec = { label: string; placeholder: string; question: string };

/** The facts the coach may ask for, in the order it asks, with how each reads in a reply. */
export const FACTS = {
  product_name: { label: 'Product', placeholder: '[product name]', question: 'What is the product called? A working name is fine.' },
  business_goals: {
    label: 'Business goal',
    placeholder: '[business goal]',
    question: 'What business result should this drive in the next 6–12 months, and by how much?',
  },
  target_audience: {
    label: 'Audience',
    placeholder: '[target audience]',
    question: 'Who exactly is it for? Name the role and context, e.g. "finance leads at 50–500 person companies".',
  },
  pain_points: {
    label: 'Problem',
    placeholder: '[the problem]',
    question: 'What pain does that audience feel today, how often, and how do they cope with it now?',
  },
  success_metric: {
    label: 'Success metric',
    placeholder: '[success metric]',
    question: 'Which number would prove this worked, and where does it stand today?',
  },
  main_features: { label: 'Core features', placeholder: '[main features]', question: 'What are the 2–3 core features you have in mind?' },
} satisfies Record<string, FactSpec>;
export type AskableFact = keyof typeof FACTS;

const LABELS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(FACTS).map(([key, spec]) => [key, spec.label])),
  goal: 'Goal',
  idea: 'Idea',
  revision_goal: 'Revision goal',
  constraints: 'Constraints',
  current_flow: 'Current flow',
  riskiest_assumption: 'Riskiest assumption',
  subject: 'Subject',
};

export const labelOf = (key: string) =>
  LABELS[key] ?? (key.startsWith(METRIC_PREFIX) ? capitalise(metricName(key)) : capitalise(key.replace(/_/g, ' ')));

/** What each journey needs first; the coach asks for at most one of them at a time. */
const NEEDED: Record<JourneyType, AskableFact[]> = {
  explore: ['product_name', 'target_audience', 'pain_points', 'business_goals'],
  design: ['product_name', 'target_audience', 'pain_points', 'success_metric'],
  prd: ['product_name', 'pain_points', 'target_audience', 'business_goals', 'success_metric'],
  validate: ['target_audience', 'pain_points', 'success_metric'],
  enhance: ['product_name'],
};

export type Known = { facts: Facts; full: Facts };

const SUMMARY_LINE = /^- ([a-z][a-z0-9_]*): (.+)$/;

/** The guided summary ("Here's what I understand:" then "- key: answer" lines) read back into answers. */
function summaryAnswers(text: string): Facts {
  if (!text.includes("Here's what I understand:")) return {};
  const out: Facts = {};
  for (const line of text.split('\n')) {
    const m = SUMMARY_LINE.exec(line.trim());
    if (m?.[1] && m[2]?.trim()) out[m[1]] = m[2].trim();
  }
  return out;
}

/** Keys whose meaning depends on the journey: validate's `goal` is the idea, enhance's the revision's aim. */
function alias(key: string, journey: JourneyType): string {
  if (key !== 'goal') return key;
  return journey === 'validate' ? 'idea' : journey === 'enhance' ? 'revision_goal' : 'goal';
}

const SUBJECT =
  /\b(?:prd|brief|feature|initiative|project|document|redesign|work)\s+(?:is\s+)?(?:about|for|covers?|on)\s+(?:the\s+|our\s+|a\s+|an\s+)?([^.;!?]{3,80})/i;
/** "Ledgerly payment reminders PRD": the words between the name and the kind of document. */
const NAMED_DOC = /^[A-Z][\w.&'-]*\s+([a-z][\w -]{2,60}?)\s+(?:prd|feature|project|document|doc|spec|brief|initiative)\b/i;
const FLOW = /\b(?:the|our)\s+((?:[\w-]+\s){0,3}(?:flow|screen|page|checkout|onboarding|dashboard|form|wizard|settings|sign-?up))\b/i;

/** "I want to validate a meal-planning add-on for our grocery app": the idea being tested. */
const IDEA =
  /\b(?:validate|validating|test|testing|explore|exploring|thinking (?:about|of)|considering)\s+(?:an? |the |whether |if )?(?:idea (?:for|of) |new )?((?:an? |the )?[\w-]+(?:\s[\w-]+){0,6}?\s(?:add-?on|feature|idea|product|app|tool|service|plan|tier|integration|bot|assistant|marketplace|subscription|offer|programme|program))\b/i;

/** A phrase cut to its head: "self-serve onboarding for Crewbase, a scheduling tool" → "self-serve onboarding". */
const trimPhrase = (text: string) =>
  text
    .split(/,|\s[—–-]\s|\s(?:for|in|at|of|on) (?=[A-Z])|\s(?:so that|because|which|that|before|by|until|ahead of|next|this|since|so)\s/)[0]
    ?.replace(/^(?:an?|the|our|my)\s+/i, '')
    .trim() ?? text;

const AIM =
  /\b(?:want|need|aim|target|goal|plan|hope|get (?:it )?to|reach|hit)\b[^.;!?]*?(\d+(?:\.\d+)?\s?%)(?:[^.;!?]*?\b(by|before|in)\s+((?:the end of\s+)?(?:q[1-4](?:\s?20\d\d)?|[a-z]+\s20\d\d|20\d\d|next (?:quarter|year)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)))?/i;

/** "Activation is 23% today and we want 35% by Q3" → "activation from 23% to 35% by Q3". */
function statedTarget(text: string): string | undefined {
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (sentence.trim().endsWith('?')) continue;
    const figure = figureIn(sentence);
    const aim = AIM.exec(sentence);
    if (!figure || !aim?.[1] || figure.value.replace(/\s/g, '') === aim[1].replace(/\s/g, '')) continue;
    return `${metricName(figure.key)} from ${figure.value.replace(/\s/g, '')} to ${aim[1].replace(/\s/g, '')}${aim[3] ? ` by ${aim[3]}` : ''}`;
  }
  return undefined;
}

/** The initiative a chat is about ("this PRD is about automatic payment reminders"), when an answer names one. */
function subjectIn(text: string): string | undefined {
  const m = SUBJECT.exec(text) ?? NAMED_DOC.exec(text) ?? FLOW.exec(text);
  return m?.[1]?.trim().replace(/[,\s]+$/, '');
}

/**
 * Everything known, oldest source first so newer ones win: the name of the chat's product, facts
 * stated in the user's messages, questionnaire answers (the guided summary, then the given
 * questionnaire), the memories, then the facts the newest message was sent with.
 */
export function readKnown(
  input: { journeyType: JourneyType; memories: Memory[]; questionnaire?: QuestionAnswer[]; product?: { name: string } },
  userTurns: ChatTurn[],
): Known {
  const facts: Facts = {};
  const full: Facts = {};
  const put = (key: string, value: string, long: boolean) => {
    const k = alias(key, input.journeyType);
    const v = value
      .replace(/\s+/g, ' ')
      .trim()
      .replace(k === 'business_goals' ? /^to\s+(?=[a-z])/ : /^$/, '');
    if (!v) return;
    const short = k.startsWith('metric_') ? v : answerValue(k, v);
    if (long || short !== v) full[k] = v;
    facts[k] = short;
  };
  if (input.product) put('product_name', input.product.name, false);
  let context: Memory[] = [];
  for (const turn of userTurns) {
    context = turn.context ?? [];
    const said = turn.content.slice(0, 600);
    const idea = IDEA.exec(said)?.[1];
    const ideaName = idea ? trimPhrase(idea) : '';
    if (/\s/.test(ideaName) && !/^(?:new|my|our|this|that|some|an?|the)\s/i.test(ideaName))
      put(input.journeyType === 'validate' ? 'goal' : 'idea', ideaName, false);
    const aim = statedTarget(said);
    if (aim) {
      if (!facts.business_goals) put('business_goals', aim, false);
      if (!facts.success_metric) put('success_metric', aim, false);
    }
    const about = SUBJECT.exec(said)?.[1];
    if (about && !/\?\s*$/.test(said.split(/(?<=[.!?])\s/)[0] ?? '')) facts.subject = trimPhrase(about);
    const answers = Object.entries(summaryAnswers(turn.content));
    if (answers.length === 0) for (const m of extractMemories(turn.content)) put(m.key, m.value, false);
    for (const [key, value] of answers) if (value) put(key, value, true);
  }
  for (const qa of input.questionnaire ?? []) put(qa.key, qa.answer, true);
  for (const m of input.memories) put(m.key, m.value, false);
  for (const fact of context) put(fact.key, fact.value, false);
  const pain = full.pain_points;
  if (pain && facts.pain_points && pain !== facts.pain_points) {
    const rest = pain
      .slice(pain.indexOf(facts.pain_points) + facts.pain_points.length)
      .replace(/^[\s.;,:—–-]+/, '')
      .trim();
    if (/\d|tickets?|interviews?|survey|data|quotes?/i.test(rest)) facts.evidence = rest.replace(/\.$/, '');
  }
  const outOfScope = (full.target_audience ?? facts.target_audience ?? '')
    .split(/[.;]\s*|\s[—–]\s/)
    .find((clause) => /\b(?:out of scope|not for|exclud\w*|except)\b/i.test(clause));
  if (outOfScope) facts.out_of_scope = outOfScope.trim();
  const subject = [full.product_name, facts.product_name, full.goal, full.idea, full.revision_goal]
    .map((t) => t && subjectIn(t))
    .find(Boolean);
  if (subject && !facts.subject) facts.subject = subject;
  return { facts, full };
}

/** The first needed fact still unknown for this journey. */
export function missingFacts(facts: Facts, journey: JourneyType): AskableFact[] {
  return NEEDED[journey].filter((key) => !facts[key]);
}

/** The fact's value, or its [placeholder] when unknown. */
export function factOr(facts: Facts, key: string): string {
  return facts[key] ?? (FACTS as Record<string, FactSpec>)[key]?.placeholder ?? `[${key.replace(/_/g, ' ')}]`;
}

/** A list-like fact ("export, sharing and reminders") split into items, or placeholders. */
export function factList(facts: Facts, key: string, placeholders: string[]): string[] {
  const items = listItems(facts[key] ?? '').slice(0, 5);
  return items.length > 0 ? items : placeholders;
}

/** The figures remembered as metric_* facts: name and stated value. */
export function figures(facts: Facts): { key: string; name: string; value: string }[] {
  return Object.entries(facts)
    .filter(([key, value]) => key.startsWith(METRIC_PREFIX) && value)
    .map(([key, value]) => ({ key, name: metricName(key), value: value ?? '' }));
}
