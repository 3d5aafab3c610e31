/** The sections a strong PRD has, how to recognise them, and what each is worth. */

export type SectionId =
  | 'problem'
  | 'goals'
  | 'nonGoals'
  | 'users'
  | 'stories'
  | 'requirements'
  | 'alternatives'
  | 'metrics'
  | 'scope'
  | 'milestones'
  | 'risks'
  | 'questions';

type SectionSpec = {
  id: SectionId;
  label: string;
  /** Points out of the 75 that structure is worth (the other 25 are for quality). */
  weight: number;
  /** Tested against heading text. */
  heading: RegExp;
  /** Tested against body text: a mention without a heading earns half the weight. */
  mention: RegExp;
  /** What the section should say, used in advice. */
  advice: string;
};

export const SECTIONS: readonly SectionSpec[] = [
  {
    id: 'problem',
    label: 'Problem',
    weight: 12,
    heading: /\b(problems?|pain points?|background|context|why now|motivation|opportunity|challenges?)\b|^why\b/i,
    mention: /\b(the problem|problem is|pain points?|struggle|frustrat\w*|workaround)\b/i,
    advice: 'who is hurting, how often, and what it costs them today, with evidence',
  },
  {
    id: 'goals',
    label: 'Goals',
    weight: 8,
    heading: /(?<!non[- ]?)\bgoals?\b|\bobjectives?\b|\boutcomes?\b|\bokrs?\b/i,
    mention: /\b(our goal|the goal|goal is|we aim|aims? to|objective)\b/i,
    advice: 'the outcomes this must achieve for users and for the business',
  },
  {
    id: 'nonGoals',
    label: 'Non-goals',
    weight: 4,
    heading: /\bnon[- ]?goals?\b|\bout of scope\b|\bnot in scope\b|\bwon.t do\b/i,
    mention: /\b(non[- ]goals?|out of scope|not in scope|will not (be )?(build|support|include)\w*)\b/i,
    advice: 'what you deliberately will not do, so the scope stays honest',
  },
  {
    id: 'users',
    label: 'Users & personas',
    weight: 8,
    heading:
      /\b(target (users?|audience|customers?)|users?(?! stor| experience| interface| flow| journey)|personas?|audience|customers?|segments?|who (it.?s|is this) for)\b|^who\b/i,
    mention: /\b(personas?|target (users?|audience|customers?)|audience|segment)\b/i,
    advice: 'the primary persona(s): role, context, and what they are trying to get done',
  },
  {
    id: 'stories',
    label: 'User stories / jobs',
    weight: 7,
    heading: /\buser stor(y|ies)\b|\bjobs?[- ]to[- ]be[- ]done\b|\bjtbd\b|\buse cases?\b|\bjobs\b|\bscenarios?\b/i,
    mention: /\bas an? [^,.]{1,60}, i want\b|\bjobs? to be done\b|\bwhen i [^.]{1,80}, i want\b|\buse cases?\b/i,
    advice: '"As a [persona], I want [action] so that [outcome]" for each key flow',
  },
  {
    id: 'requirements',
    label: 'Requirements',
    weight: 10,
    heading:
      /\brequirements?\b|\bfunctional\b|\bfeatures?\b|\bspecifications?\b|\bcapabilit(y|ies)\b|\bsolution\b|\bproposal\b|^what we.?re building\b/i,
    mention: /\b(must|shall|is required|requirements?)\b/i,
    advice: 'numbered requirements, each with an acceptance criterion',
  },
  {
    id: 'alternatives',
    label: 'Alternatives',
    // A PRD is not asked for it; an RFC is (`KIND_WEIGHTS`).
    weight: 0,
    heading: /\balternatives?\b|\boptions considered\b|\bother (?:approaches|options)\b|\brejected\b/i,
    mention: /\b(?:alternatively|instead we could|another option|we considered)\b/i,
    advice: 'the other ways considered, with why each was not chosen',
  },
  {
    id: 'metrics',
    label: 'Success metrics',
    weight: 10,
    heading: /\bmetrics?\b|\bkpis?\b|\bsuccess\b|\bmeasur\w*|\bhow we.ll know\b/i,
    mention: /\b(metrics?|kpis?|measured by|conversion rate|retention|activation rate|nps)\b/i,
    advice: 'each metric with a baseline, a target and a date',
  },
  {
    id: 'scope',
    label: 'Scope / MVP',
    weight: 5,
    heading: /(?<!out of |not in )\bscope\b|\bmvp\b|\bminimum viable\b|\bfirst release\b|\bv1\b/i,
    mention: /\b(mvp|in scope|first release|v1|phase 1|minimum viable)\b/i,
    advice: 'what is in the first release and what waits for later',
  },
  {
    id: 'milestones',
    label: 'Milestones',
    weight: 4,
    heading: /\bmilestones?\b|\btimeline\b|\broadmap\b|\bschedule\b|\bphases?\b|\brollout\b|\blaunch\b|\brelease plan\b|^when\b/i,
    mention: /\b(milestones?|deadline|timeline|sprint \d+|week \d+|q[1-4] 20\d\d)\b/i,
    advice: 'dated milestones, each with an owner and an exit criterion',
  },
  {
    id: 'risks',
    label: 'Risks, assumptions & dependencies',
    weight: 5,
    heading: /\brisks?\b|\bassumptions?\b|\bdependenc(y|ies)\b|\bconstraints?\b|\bmitigations?\b/i,
    mention: /\b(risks?|we assume|assumptions?|depends on|dependenc(y|ies)|constraints?)\b/i,
    advice: 'what could sink this, what you are assuming, and who you depend on',
  },
  {
    id: 'questions',
    label: 'Open questions',
    weight: 2,
    heading: /\bopen (questions?|issues)\b|\bquestions\b|\bunknowns\b|\bunresolved\b|\bfaq\b/i,
    mention: /\b(open questions?|unresolved|to be decided|need to decide|undecided)\b/i,
    advice: 'decisions still pending, each with an owner and a date to decide by',
  },
];

/** Every section whose heading pattern matches; "Goals and non-goals" yields both. */
export function sectionsForHeading(text: string): SectionId[] {
  if (text.length > 80) return [];
  return SECTIONS.filter((s) => s.heading.test(text)).map((s) => s.id);
}

/** The kinds of product document a review tells apart: each is judged by the sections it is meant to have. */
export type DocumentKind = 'prd' | 'rfc' | 'one-pager';

/** What a document is, from its title, its first heading and its sections' names. */
export function documentKind(text: string, title = ''): DocumentKind {
  const head = `${title}\n${/^\s*#{1,2}\s+(.+)$/m.exec(text)?.[1] ?? ''}`;
  if (/\bRFC\b|\brequest for comments?\b|\bdesign doc\w*\b|\btech(?:nical)? spec\w*\b/i.test(head)) return 'rfc';
  const headings = (text.match(/^\s*#{1,6}\s+.+$/gm) ?? []).join('\n');
  if (/\bproposal\b/i.test(headings) && /\balternatives?\b/i.test(headings)) return 'rfc';
  if (/\bone[- ]?pager\b|\bbrief\b/i.test(head)) return 'one-pager';
  return 'prd';
}

/**
 * Structure points per section for the kinds other than a PRD (a PRD uses each section's `weight`):
 * an RFC is judged on context, proposal, alternatives, rollout and risks, and takes the 20 quality
 * points of metrics and requirements into structure (it states no requirements to test); a one-pager
 * on problem, goal, requirements and its metric. A section a kind does not expect is not asked for.
 */
export const KIND_WEIGHTS: Record<Exclude<DocumentKind, 'prd'>, Partial<Record<SectionId, number>>> = {
  rfc: { problem: 22, requirements: 25, alternatives: 15, milestones: 13, risks: 10, metrics: 6, questions: 4 },
  'one-pager': { problem: 18, goals: 10, users: 5, requirements: 17, metrics: 15, scope: 5, risks: 5 },
};

/** The names a kind gives some sections. */
export const KIND_LABELS: Record<DocumentKind, Partial<Record<SectionId, string>>> = {
  prd: {},
  rfc: { problem: 'Context', requirements: 'Proposal', milestones: 'Rollout', metrics: 'Success criteria' },
  'one-pager': { goals: 'Goal' },
};

/** What a kind is called in a review. */
export const KIND_NAMES: Record<DocumentKind, string> = { prd: 'PRD', rfc: 'RFC', 'one-pager': 'one-pager' };
