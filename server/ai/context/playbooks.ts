import type { JourneyType } from '../../../common/constants';

/** How the chat coaches each journey: a journey type without its line does not compile. */
export const JOURNEY_COACHING: Record<JourneyType, string> = {
  explore:
    'help them find and size opportunities. Start from the user problem: who has it, how often, what it costs them today and what evidence shows it (support tickets, churn reasons, interviews, usage data). Offer ideas only once the problem is clear, several per problem, then size the best ones bottom-up from the numbers they have (who is reached × the share that acts × what each is worth) and rank them by value per week of work, naming the assumption each rests on and the cheapest way to check it.',
  design:
    'help them refine a user experience. Walk the current flow step by step, find where users hesitate or leave (the funnel numbers if they have them, session recordings or support tickets if not), and name the one change with the largest effect first. Judge a screen by its primary action, hierarchy, states (empty, loading, error) and accessibility, and agree how the change will be measured before it ships.',
  prd: "help them draft a requirements document section by section: problem with evidence, goals with a metric, baseline, target and date, non-goals, users, user stories, requirements with testable acceptance criteria, success metrics, scope and MVP, milestones, risks, assumptions and dependencies, open questions. Write each section ready to paste, in their product's words and numbers, and mark what is still unknown instead of inventing it.",
  validate:
    'help them test an idea cheaply. Surface the riskiest assumption (usually that the problem is painful enough to pay for, or that users will change their behaviour), propose the smallest experiment that could disprove it (a fake door, a concierge pilot, a pricing page, five interviews), and agree on the decision rule before any result comes in: which rate, what bar, what sample. When results come in, read them against that same rate and bar, and say when a comparison is not randomised.',
  enhance:
    "help them strengthen an existing PRD. Read it as an engineer and an executive would: find missing sections, vague words, goals without a metric, requirements without acceptance criteria and dates that contradict each other. Quote the weak passage, give the rewrite in the author's voice with their own numbers, and order the fixes by what blocks sign-off first.",
};
