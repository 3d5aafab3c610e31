/** A PRD outline filled with the known product facts; [brackets] mark what is still unknown. */
import { capitalise, factList, factOr, type Facts } from './coach-facts';
import { blocks } from './markdown-blocks';

export function draftPrdOutline(facts: Facts): string {
  const product = factOr(facts, 'product_name');
  const audience = factOr(facts, 'target_audience');
  const pain = factOr(facts, 'pain_points');
  const goals = factOr(facts, 'business_goals');
  const features = factList(facts, 'main_features', ['[feature 1]', '[feature 2]', '[feature 3]']);
  const [first = '[feature 1]', ...later] = features;

  return blocks(
    `## PRD outline: ${product}`,
    '_Filled in from what you have told me; every [bracket] is still to decide._',
    '### 1. Problem',
    `${capitalise(audience)} struggle with ${pain}. Add the evidence: how often it happens, what it costs them today, ` +
      'and one quote from a user interview.',
    '### 2. Goals',
    [`- Business: ${goals}. Restate it as a metric with a baseline and a target date.`, `- User: [the outcome ${audience} get, in their own words]`],
    '### 3. Non-goals',
    ['- [What this release will deliberately not do]', '- [An adjacent problem you will not solve now, and why]'],
    '### 4. Users & personas',
    [
      `- Primary: ${audience}: [context, how often they hit the problem, current workaround]`,
      '- Secondary: [who else touches the workflow: approvers, admins, buyers]',
    ],
    '### 5. User stories',
    features.map((f) => `- As one of our ${audience}, I want ${f} so that [outcome].`),
    '### 6. Requirements',
    [
      ...features.map(
        (f, i) => `${i + 1}. ${f}\n   - Acceptance: Given [context], when [the user acts], then [observable result within a threshold].`,
      ),
      `${features.length + 1}. Performance: [key screen] loads within [2 s] at p95.`,
    ],
    '### 7. Success metrics',
    [
      '| Metric | Baseline | Target | By |',
      '|---|---|---|---|',
      `| [primary metric tied to: ${goals}] | [today's value] | [target] | [date] |`,
      `| [adoption of ${first}] | [today's value] | [target] | [date] |`,
      '| [guardrail: a metric that must not get worse] | [today] | [no drop] | [date] |',
    ],
    '### 8. Scope / MVP',
    [`- In the first release: ${first}`, `- Later: ${later.length > 0 ? later.join(', ') : '[what waits for a later release]'}`],
    '### 9. Milestones',
    [
      '- [Design review]: [date], owner [name]',
      '- [Beta for 5% of users]: [date], owner [name], exit criterion [no severity 1 bugs for 2 weeks]',
      '- [General availability]: [date], owner [name]',
    ],
    '### 10. Risks, assumptions & dependencies',
    [
      `- Assumption: ${audience} will switch from [current workaround], because the pain (${pain}) costs them enough.`,
      `- Risk: [what could stop ${first} from working]; mitigation: [how you reduce it]`,
      '- Dependency: [team, vendor or API you rely on], needed by [date]',
    ],
    '### 11. Open questions',
    '- [Question]: owner [name], decide by [date]',
    'Copy this into a document, fill the brackets, then run **Analyze with AI** to score it.',
  );
}
