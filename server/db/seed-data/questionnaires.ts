import type { JourneyType } from '../../../common/constants';

export type SeedQuestion = { key: string; question: string };

/**
 * The questions that open each journey's guided chat, keyed by the questionnaire a journey names in the
 * registry (common/journeys.ts): a journey type without its questions does not compile.
 */
export const seedQuestions: Record<JourneyType, SeedQuestion[]> = {
  explore: [
    {
      key: 'product_name',
      question: 'What is the name of your product, and how would you describe it in one sentence to a new customer?',
    },
    {
      key: 'target_audience',
      question: 'Who are your main users today, and which segment would you most like to serve better?',
    },
    {
      key: 'pain_points',
      question: 'What are the biggest problems or complaints you hear from those users, ideally in their own words?',
    },
    {
      key: 'business_goals',
      question: 'Which business goal should a new feature move this quarter, for example acquisition, retention or revenue?',
    },
    {
      key: 'main_features',
      question: 'What are the core features users rely on most today, so we can see where new ideas would fit?',
    },
  ],
  design: [
    {
      key: 'product_name',
      question: 'Which product and which screen or flow would you like to improve?',
    },
    {
      key: 'current_flow',
      question: 'Can you walk me through the current flow step by step, from where users start to where they finish?',
    },
    {
      key: 'pain_points',
      question: 'Where in that flow do users get stuck, make mistakes or drop off, and how do you know?',
    },
    {
      key: 'target_audience',
      question: 'Who is the primary user of this flow, and what device or context are they usually in when they use it?',
    },
    {
      key: 'constraints',
      question:
        'What constraints should the redesign respect, such as a design system, technical limits, deadlines or accessibility requirements?',
    },
    {
      key: 'success_metric',
      question:
        'How will you know the new design is better, for example a higher completion rate, fewer support tickets or a faster time to finish?',
    },
  ],
  prd: [
    {
      key: 'product_name',
      question: 'What is the name of the product, and what feature or initiative is this PRD about?',
    },
    {
      key: 'pain_points',
      question: 'What user problem does this solve, and what evidence do you have that it matters, such as data, tickets or interviews?',
    },
    {
      key: 'target_audience',
      question: 'Which users or personas is this for, and who is explicitly out of scope?',
    },
    {
      key: 'business_goals',
      question: 'Which business goal does this support, and why is now the right time to build it?',
    },
    {
      key: 'success_metric',
      question: 'Which metric would prove this worked, and what are its current value and the target you are aiming for?',
    },
    {
      key: 'constraints',
      question: 'What deadlines, dependencies, budget or technical limits should the plan take into account?',
    },
  ],
  validate: [
    {
      key: 'goal',
      question: 'What idea would you like to validate, described in a sentence or two?',
    },
    {
      key: 'target_audience',
      question: 'Who exactly do you expect to benefit from this idea, and how could you reach a handful of them this week?',
    },
    {
      key: 'pain_points',
      question: 'What problem do you believe those users have today, and how are they working around it right now?',
    },
    {
      key: 'riskiest_assumption',
      question: 'Which assumption, if it turned out to be wrong, would make the whole idea fail?',
    },
    {
      key: 'success_metric',
      question: 'What result from a test would convince you to invest further, and what result would make you stop?',
    },
  ],
  enhance: [
    {
      key: 'product_name',
      question: 'Which product and feature does your existing PRD cover?',
    },
    {
      key: 'goal',
      question:
        'What do you want this revision to achieve, for example getting engineering sign-off, tightening scope or clarifying metrics?',
    },
    {
      key: 'pain_points',
      question: 'What feedback or confusion have reviewers raised about the current draft so far?',
    },
    {
      key: 'success_metric',
      question: 'Which success metrics does the PRD use today, and do you already have baselines for them?',
    },
    {
      key: 'constraints',
      question: 'Have any constraints changed since the first draft, such as timeline, team size or technical dependencies?',
    },
  ],
};
