/** A feature brief: the opportunity, candidate bets as testable hypotheses, and how to pick one. */
import { factList, factOr, type Facts } from './coach-facts';
import { inSentence, quoted } from './phrase';
import { blocks } from './markdown-blocks';

/**
 * About `subject` when the request names one ("a brief for smart reminders"), else about `ideas`
 * (new features from the problem), else about the features the PM has in mind.
 */
export function draftFeatureBrief(facts: Facts, subject?: string, ideas: string[] = []): string {
  const product = factOr(facts, 'product_name');
  const audience = inSentence(factOr(facts, 'target_audience'));
  const pain = facts.pain_points ? quoted(inSentence(facts.pain_points)) : '[the problem]';
  const goal = facts.business_goals ?? facts.success_metric ?? '[business goal]';
  const bets = subject
    ? [subject, `a lighter version of ${subject} (manual or semi-automated)`, `${subject} for a narrower first segment`]
    : ideas.length > 0
      ? ideas
      : factList(facts, 'main_features', ['[feature idea 1]', '[feature idea 2]', '[feature idea 3]']);

  return blocks(
    `## Feature brief: ${subject ? `${subject} (${product})` : product}`,
    [`- **For:** ${audience}`, `- **Problem:** ${pain}`, `- **Goal:** ${goal}`],
    '### Opportunity',
    `How might we help ${audience} with ${pain}${subject ? ` through ${subject}` : ''}, in a way that serves the goal (${inSentence(goal)}).`,
    ideas.length > 0 && facts.main_features ? `Each idea builds on what they already use: ${facts.main_features}.` : '',
    `### ${subject ? 'Ways to build it' : ideas.length > 0 ? 'Feature ideas' : 'Candidate features'}`,
    ...bets.map((f, i) =>
      blocks(`#### ${i + 1}. ${f}`, [
        `- Hypothesis: with this, ${audience} will [change in behaviour]; we will know when [metric] moves from [baseline] to [target].`,
        '- Smallest testable version: [what you could ship or fake in 2 weeks]',
        '- Riskiest assumption: [what must be true for this to work]',
      ]),
    ),
    '### Alternatives worth comparing',
    [
      `- Do nothing: how ${audience} cope today, and what that costs them`,
      '- Improve their current workaround instead of replacing it',
      '- Integrate with a tool they already use',
    ],
    `Ask me to **prioritise** these (I score them with RICE or ICE from your facts), or for the **riskiest assumption** of the top one.`,
  );
}
