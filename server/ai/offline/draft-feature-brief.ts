/** A feature-exploration brief: the opportunity, each candidate feature as a testable bet, and a RICE table. */
import { factList, factOr, type Facts } from './coach-facts';
import { blocks } from './markdown-blocks';

export function draftFeatureBrief(facts: Facts): string {
  const product = factOr(facts, 'product_name');
  const audience = factOr(facts, 'target_audience');
  const pain = factOr(facts, 'pain_points');
  const goals = factOr(facts, 'business_goals');
  const features = factList(facts, 'main_features', ['[feature idea 1]', '[feature idea 2]', '[feature idea 3]']);

  return blocks(
    `## Feature exploration brief: ${product}`,
    [`- **Audience:** ${audience}`, `- **Pain:** ${pain}`, `- **Business goal:** ${goals}`],
    '### Opportunity',
    `How might we help ${audience} with ${pain} in a way that moves ${goals}?`,
    '### Candidate features',
    ...features.map((f, i) =>
      blocks(`#### ${i + 1}. ${f}`, [
        `- Problem it solves: [which part of "${pain}" it removes]`,
        `- Hypothesis: we believe ${f} will [change in behaviour] for ${audience}; we will know when [metric] moves from [baseline] to [target].`,
        '- Smallest testable version: [what you could ship or fake in 2 weeks]',
        '- Riskiest assumption: [what must be true for this to work]',
      ]),
    ),
    '### Alternatives worth comparing',
    [
      `- Do nothing: how ${audience} cope today, and what that costs them`,
      '- Improve their current workaround instead of replacing it',
      '- Integrate or partner with a tool they already use',
    ],
    '### Prioritise (RICE)',
    [
      '| Feature | Reach (users per quarter) | Impact (0.25–3) | Confidence (%) | Effort (person-weeks) | Score |',
      '|---|---|---|---|---|---|',
      ...features.map((f) => `| ${f} | [ ] | [ ] | [ ] | [ ] | Reach × Impact × Confidence ÷ Effort |`),
    ],
    'Pick the top-scoring feature and test its smallest version first, or ask me for a **validation plan**.',
  );
}
