/** Journey-specific coaching: one tip per turn, and the next concrete step once the facts are known. */
import type { JourneyType } from '../../../common/constants';
import { factOr, type Facts } from './coach-facts';

const TIPS: Record<JourneyType, string[]> = {
  explore: [
    'Write the problem as one sentence with no solution in it. If you cannot, you are exploring a feature, not a problem.',
    'List the 3 ways people solve this today, including "do nothing". Your idea competes with all of them.',
    'Size the opportunity early: how many people have this problem every week, and what does it cost each of them?',
  ],
  design: [
    'Design the core flow first: the one task people do most often. Settings and edge cases come later.',
    'Sketch the empty, loading and error states alongside the happy path; they are most of what new users see.',
    'Test with 5 people from the target audience before polishing visuals; 5 sessions find most usability problems.',
  ],
  prd: [
    'Start from the problem and the success metrics, not the feature list; reviewers judge scope against them.',
    'Give every requirement an acceptance criterion ("Given… when… then…") so engineering and QA agree on done.',
    'Write the non-goals explicitly. They prevent more scope creep than any requirement does.',
  ],
  validate: [
    'Test the riskiest assumption first; it is usually whether the problem hurts enough, not whether people like the idea.',
    'Set the success threshold before running an experiment, or every result will look like a success.',
    'In interviews, ask about what people did last time, not what they would do; past behaviour predicts, opinions do not.',
  ],
  enhance: [
    'Lead with the decision you need from readers, then the evidence; busy reviewers read the first screen only.',
    'Replace every vague word (fast, easy, better) with a number someone could test.',
    'Give each metric a baseline and a target; "increase engagement" cannot be judged, "from 22% to 35%" can.',
  ],
};

/** A tip that changes with the number of turns, so a conversation does not repeat itself. */
export function journeyTip(journey: JourneyType, userTurns: number): string {
  const tips = TIPS[journey];
  return tips[Math.max(0, userTurns - 1) % tips.length] ?? '';
}

export function nextStep(journey: JourneyType, facts: Facts): string {
  const product = factOr(facts, 'product_name');
  const audience = factOr(facts, 'target_audience');
  switch (journey) {
    case 'explore':
      return `**Next step:** turn the feature ideas for ${product} into testable bets. Ask for a **feature brief** and I will draft one.`;
    case 'design':
      return `**Next step:** review the core flow of ${product} with ${audience} in mind. Ask for a **UX review checklist**, or upload a screen in Designs for measured contrast and density.`;
    case 'prd':
      return `**Next step:** put ${product} on paper. Ask me to **draft a PRD outline** and I will fill in everything you have told me.`;
    case 'validate':
      return `**Next step:** find out whether ${audience} really need ${product}. Ask for a **validation plan** with experiments and success thresholds.`;
    case 'enhance':
      return '**Next step:** open the document and run **Analyze with AI** for a scored review, or ask me to **draft a PRD outline** to compare against.';
  }
}

export const JOURNEY_INTRO: Record<JourneyType, string> = {
  explore: "Let's explore the problem and the opportunity before settling on features.",
  design: "Let's shape the experience around the people who will use it.",
  prd: "Let's build a PRD that engineering, design and leadership can act on.",
  validate: "Let's find the cheapest way to learn whether this is worth building.",
  enhance: "Let's make this document sharper and easier to act on.",
};
