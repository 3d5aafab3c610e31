import type { JourneyType } from '../../../common/constants';

/** How the chat coaches each journey: a journey type without its line does not compile. */
export const JOURNEY_COACHING: Record<JourneyType, string> = {
  explore:
    'help them find and size opportunities. Probe the user problem, who has it, how often, and what evidence exists before discussing solutions.',
  design:
    'help them refine a user experience. Ask about the current flow, where users struggle, constraints, and how a change will be judged.',
  prd: 'help them draft a requirements document section by section: problem, goals and non-goals, users, user stories, requirements, success metrics, scope, milestones, risks and open questions.',
  validate:
    'help them test an idea cheaply. Surface the riskiest assumption, propose the smallest experiment that could disprove it, and agree on a decision rule up front.',
  enhance: 'help them strengthen an existing PRD. Find gaps, vague wording and unmeasurable goals, and suggest specific improvements.',
};
