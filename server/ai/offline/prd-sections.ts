/** The sections a strong PRD has, how to recognise them, and what each is worth. */

export type SectionId =
  'problem' | 'goals' | 'nonGoals' | 'users' | 'stories' | 'requirements' | 'metrics' | 'scope' | 'milestones' | 'risks' | 'questions';

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
