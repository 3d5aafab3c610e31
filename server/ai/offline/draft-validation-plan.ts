/** A validation plan: riskiest assumptions, experiments with success thresholds, interview questions. */
import { factList, factOr, type Facts } from './coach-facts';
import { blocks } from './markdown-blocks';

export function draftValidationPlan(facts: Facts): string {
  const product = factOr(facts, 'product_name');
  const audience = factOr(facts, 'target_audience');
  const pain = factOr(facts, 'pain_points');
  const goals = factOr(facts, 'business_goals');
  const [feature = '[core feature]'] = factList(facts, 'main_features', ['[core feature]']);

  return blocks(
    `## Validation plan: ${product}`,
    `Decide with evidence whether ${product} is worth building for ${audience} before committing engineering time. ` +
      'Write each threshold down before the experiment starts, and agree what result means stop, change course, or continue.',
    '### Riskiest assumptions (test in this order)',
    [
      `1. **Problem:** ${audience} feel ${pain} often enough to look for a fix. If this is wrong, nothing else matters.`,
      `2. **Value:** ${feature} relieves it well enough that they would switch from what they use today.`,
      `3. **Business:** enough of them will adopt or pay to reach ${goals}.`,
      '4. **Usability:** they get value in the first session without help.',
    ],
    '### Experiments',
    [
      '| # | Experiment | Tests | Success threshold | Effort |',
      '|---|---|---|---|---|',
      `| 1 | 8 problem interviews with ${audience} | Problem | 6 of 8 describe ${pain} unprompted, and 4 of 8 already pay for or built a workaround | 1 week |`,
      `| 2 | Landing page or fake-door button for ${feature} | Value | At least 8% of 500 visitors from the audience click "Get early access" | 1–2 weeks |`,
      `| 3 | Concierge pilot: deliver ${feature} by hand for 5 users | Value, business | 3 of 5 use it weekly for 3 weeks, and 2 of 5 agree to pay [price] | 3–4 weeks |`,
      '| 4 | Usability test of a clickable prototype with 5 users | Usability | 4 of 5 finish the core task in under 3 minutes without help | 1 week |',
    ],
    '### Interview questions (past behaviour, not opinions)',
    [
      `1. Tell me about the last time you ran into ${pain}. What happened, step by step?`,
      '2. How did you handle it? What did that cost you in time or money?',
      '3. What have you already tried to fix it, and why did you stop?',
      '4. How many times did this happen in the last month?',
      '5. Who else was involved, and who decides on buying a tool for it?',
      '6. If this problem disappeared tomorrow, what would you do with the time saved?',
      '7. Can I show you an early version in two weeks? (A yes with a date is a real signal; "sounds great" is not.)',
    ],
    'Run the experiments in order and stop at the first one that misses its threshold: change course there before spending more.',
  );
}
