/** Replies that are not a computed answer: the start after the questionnaire, and a message that only states facts. */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { extractMemories } from '../../../../common/memory';
import { labelOf } from '../coach-facts';
import { listItems } from '../phrase';
import { draftFeatureBrief } from '../draft-feature-brief';
import { draftPrdOutline } from '../draft-prd-outline';
import { draftUxChecklist } from '../draft-ux-checklist';
import { draftValidationPlan } from '../draft-validation-plan';
import { reviewDocument } from '../document-review';
import { biggestLosses } from '../review-score';
import { answerRiskiest } from './assumptions';
import { ideasFor } from './ideas';
import { answerMetrics } from './metrics';

const INTRO: Record<Conversation['journey'], string> = {
  explore: 'Here is the opportunity as I read it, with the bets worth testing.',
  design: 'Here is how I would review the flow, with what to measure.',
  prd: 'Here is a PRD outline filled with your answers; the [brackets] are what is still open.',
  validate: 'Here is where I would start: the assumption that can sink the idea, and the cheapest way to test it.',
  enhance: 'Here is a revision plan for the PRD.',
};

function enhancePlan(c: Conversation): string {
  const f = c.facts;
  return blocks(
    [
      `1. **Aim of this revision:** ${f.revision_goal ?? f.goal ?? 'sign-off from the people who must approve it'}. Put it in one line at the top of the PRD so reviewers read it first.`,
      f.pain_points
        ? `2. **Answer the reviewers first:** "${f.pain_points}". Add a short "Changes since last review" list that resolves each point.`
        : '2. **List the open review comments** and answer each in a "Changes since last review" section.',
      f.success_metric
        ? `3. **Metrics:** ${f.success_metric}. Each needs a baseline, a target and a date; write "measure first" where the baseline is missing.`
        : '3. **Metrics:** give each a baseline, a target and a date.',
      f.constraints
        ? `4. **Constraints:** ${f.constraints}. Update the milestones and the risks to match.`
        : '4. **Constraints:** check the milestones and risks still hold.',
    ],
    'Paste the PRD here, or open it in **Documents** and run **Analyze with AI**: I will score it and quote each gap.',
  );
}

function designPlan(c: Conversation): string {
  const steps = listItems((c.full.current_flow ?? c.facts.current_flow ?? '').replace(/\b(then|after that|next|finally)\b/gi, ','));
  return blocks(
    steps.length > 1
      ? `**The flow has ${steps.length} steps** (${steps.join(' → ')}). Every step you remove typically cuts drop-off more than any visual polish.`
      : '',
    c.facts.pain_points
      ? `**Where it hurts:** ${c.facts.pain_points}. Start the redesign there and measure that step's completion before and after.`
      : '',
    answerMetrics(c).text,
    draftUxChecklist(c.facts),
  );
}

/** The journey's main artefact, filled with what is known: the start after the questionnaire, and "what's the plan". */
function journeyPlan(c: Conversation): string {
  return c.journey === 'prd'
    ? draftPrdOutline(c.facts)
    : c.journey === 'validate'
      ? draftValidationPlan(c.facts)
      : c.journey === 'explore'
        ? draftFeatureBrief(c.facts, c.facts.subject, ideasFor(c.facts, c.full))
        : c.journey === 'design'
          ? designPlan(c)
          : enhancePlan(c);
}

export const answerPlan = (c: Conversation): Answer => ({ kind: 'draft', text: journeyPlan(c) });

export function answerKickoff(c: Conversation): Answer {
  const body = c.journey === 'validate' ? answerRiskiest(c).text : journeyPlan(c);
  return { kind: 'kickoff', text: blocks(INTRO[c.journey], body) };
}

/** Next steps per journey; a reply suggests one the conversation has not seen yet. */
const NEXT: Record<Conversation['journey'], string[]> = {
  explore: [
    'Ask me for **feature ideas** from the problem, then to **prioritise** them (RICE or ICE).',
    'Give me the numbers (how many customers, what share would buy, at what price) and I will **size the opportunity**.',
    'Ask for the **riskiest assumption** of your favourite idea and the cheapest test of it.',
  ],
  design: [
    'Upload the screen in **Designs** for measured text contrast and clutter, then ask me what to fix first.',
    'Ask me **what to change first** in the flow, or **how to measure** whether the redesign worked.',
    'Ask for a **UX review checklist** or **acceptance criteria** for one step of the flow.',
  ],
  prd: [
    'Ask for a **PRD outline**, or for one section by name ("write the onboarding section").',
    'Ask for **success metrics**, **risks** or **non-goals**: each comes filled with what you have told me.',
    'Ask for **user stories** or **acceptance criteria** for a requirement.',
  ],
  validate: [
    'Ask for the **riskiest assumption** and its cheapest test, or paste experiment results and I will read them.',
    'Ask **how many users** a test needs (e.g. "4% vs 5%") and I will work out the sample size.',
    'Ask for a **validation plan** with experiments and pass bars.',
  ],
  enhance: [
    'Paste the PRD here for a scored review, or ask **what to fix first**.',
    'Ask for **metrics**, **risks** or **acceptance criteria** to add to the PRD.',
    'Ask for **non-goals** or a **section** by name to tighten the scope.',
  ],
};

const THANKS =
  /^(?:thanks?(?: you)?|thx|ty|great|perfect|nice|cool|ok(?:ay)?|got it|noted|awesome|sounds good|makes sense|helpful)\b[\s!.,]*(?:thanks?|that helps|very helpful)?[\s!.]*$/i;
/** A message that asks something. */
export const QUESTION = /\?\s*$|^(?:what|how|why|which|who|when|where|should|can|could|would|is|are|do|does)\b/i;

/** A message with no request: what was noted, what it means for the document, and the next useful step. */
export function answerStatement(c: Conversation): Answer {
  const noted = extractMemories(c.text).map(
    (m) => `**${labelOf(m.key)}:** ${m.key === 'business_goals' ? m.value.replace(/^to\s+(?=[a-z])/, '') : m.value}`,
  );
  const idea = c.facts.idea ?? c.facts.subject;
  if (idea && c.text.includes(idea)) noted.unshift(`**${c.facts.idea ? 'Idea' : 'Subject'}:** ${idea}`);
  if (
    c.journey === 'validate' &&
    c.facts.idea &&
    c.text.includes(c.facts.idea) &&
    !c.replies.some((r) => r.includes('**Riskiest assumption:**'))
  ) {
    return { kind: 'riskiest', text: blocks(`Noted: ${noted.join(' · ')}.`, answerRiskiest(c).text) };
  }
  let doc = '';
  if (c.documentText?.trim()) {
    const review = reviewDocument(c.documentText);
    const [gap] = biggestLosses(review.breakdown, 1);
    doc =
      review.language === 'en'
        ? `The document scores **Completeness: ${review.score}/100**.${gap ? ` Biggest gap: ${gap.label}: ${gap.reason}.` : ''}`
        : '';
  }
  const next =
    NEXT[c.journey].find((line) => !c.replies.some((r) => r.includes(line))) ?? NEXT[c.journey][c.replies.length % NEXT[c.journey].length];
  const unanswered = noted.length === 0 && QUESTION.test(c.text.trim());
  return {
    kind: 'statement',
    text: blocks(
      THANKS.test(c.text.trim()) ? 'Glad it helps.' : '',
      c.earlier.length === 0 && noted.length === 0 && !unanswered
        ? "I'm Northstar, your product coach: ask me for metrics, a prioritisation, a sample size, a PRD section or a read of your experiment results, and I will work it out with your numbers."
        : '',
      unanswered
        ? 'The offline engine has no rule for that question, so rather than guess: it works out metrics, prioritisation (RICE/ICE), sizing, sample sizes, experiment results, risks, non-goals, user stories, acceptance criteria, PRD sections, pricing and the MVP from what you tell it.'
        : '',
      noted.length > 0 ? `Noted: ${noted.join(' · ')}.` : '',
      doc,
      `**Next:** ${next}`,
    ),
  };
}
