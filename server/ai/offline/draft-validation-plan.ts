/** A validation plan: riskiest assumptions, experiments with success thresholds, interview questions. */
import { factList, factOr, type Facts } from './coach-facts';
import { inSentence } from './phrase';
import { blocks } from './markdown-blocks';

export function draftValidationPlan(facts: Facts): string {
  const product = factOr(facts, 'product_name');
  const audience = inSentence(factOr(facts, 'target_audience'));
  const pain = facts.pain_points ? `"${inSentence(facts.pain_points)}"` : '[the problem]';
  const goals = inSentence(facts.business_goals ?? facts.success_metric ?? '[business goal]');
  const [feature = '[core feature]'] = factList(facts, 'main_features', ['[core feature]']);

  return blocks(
    `## Validation plan: ${facts.subject ?? facts.idea ?? product}`,
    `Decide with evidence whether ${product} is worth building for ${audience} before committing engineering time. ` +
      'Write each threshold down before the experiment starts, and agree what result means stop, change course, or continue.',
    '### Riskiest assumptions (test in this order)',
    [
      `1. **Problem:** ${audience} hit ${pain} often enough to look for a fix. If this is wrong, nothing else matters.`,
      `2. **Value:** ${feature} relieves it well enough that they would switch from what they use today.`,
      `3. **Business:** enough of them will adopt or pay to ${/^(?:reach|hit|get|grow|cut|double|triple|increase|reduce|win|make)\b/i.test(goals) ? goals : `reach ${goals}`}.`,
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
    '### Interview prompts (past behaviour, not opinions)',
    [
      `1. "Tell me about the last time you ran into ${pain.replace(/"/g, '')}. Walk me through it, step by step."`,
      '2. "Show me how you handled it, and what it cost you in time or money."',
      '3. "Tell me what you have already tried to fix it, and why you stopped."',
      '4. "Count for me how many times it happened in the last month."',
      '5. "Tell me who else was involved, and who decides on buying a tool for it."',
      '6. Close by offering an early version in two weeks: a yes with a date is a real signal; "sounds great" is not.',
    ],
    'Run the experiments in order and stop at the first one that misses its threshold: change course there before spending more.',
  );
}
