/** A PRD outline filled with the known product facts; [brackets] mark what is still unknown. */
import { factList, factOr, type Facts } from './coach-facts';
import { capitalise, inSentence } from './phrase';
import { baselineTarget } from './coach/metrics';
import { withThe } from './coach/nlp';
import { overlaps } from './coach/themes';
import { blocks } from './markdown-blocks';

/** "Invoices paid on time: currently 69%, target 80% by end of Q1" as a table row. */
function metricRow(metric: string): string {
  const { baseline, target, date } = baselineTarget(metric);
  const name = capitalise(metric.split(/[,;(:]|\s(?:from|currently|today|is|at|was)\s/)[0]?.trim() ?? metric);
  return `| ${name} | ${baseline ?? "[today's value]"} | ${target ?? '[target]'} | ${date ?? '[date]'} |`;
}

export function draftPrdOutline(facts: Facts): string {
  const product = factOr(facts, 'product_name');
  const audience = inSentence(factOr(facts, 'target_audience'));
  const pain = facts.pain_points ? inSentence(facts.pain_points) : '[the problem]';
  const goals = facts.business_goals ?? facts.goal ?? '[business goal]';
  const metric = facts.success_metric;
  const features = facts.subject ? [facts.subject] : factList(facts, 'main_features', ['[feature 1]', '[feature 2]', '[feature 3]']);
  // A named subject the known problem is not about gets its own problem to fill in.
  const related = !facts.subject || !facts.pain_points || overlaps(facts.subject, `${facts.pain_points} ${facts.evidence ?? ''}`);
  const [first = '[feature 1]', ...later] = features;

  return blocks(
    `## PRD outline: ${facts.subject ? `${facts.subject} (${product})` : product}`,
    '_Filled in from what you have told me; every [bracket] is still to decide._',
    '### 1. Problem',
    related
      ? `For ${audience}: ${pain}.${facts.evidence ? ` Evidence: ${facts.evidence}.` : ' Add the evidence: how often it happens, what it costs them today, and one quote from a user interview.'}`
      : `For ${audience}: [the problem ${withThe(facts.subject ?? '')} solves, how often it happens and what it costs today]. Known pain elsewhere in the product: ${pain}.`,
    '### 2. Goals',
    [
      `- Business: ${goals}.${metric ? '' : ' Restate it as a metric with a baseline and a target date.'}`,
      `- User: [the outcome ${audience} get, in their own words]`,
    ],
    '### 3. Non-goals',
    [
      facts.out_of_scope ? `- ${capitalise(facts.out_of_scope)}.` : '- [What this release will deliberately not do]',
      '- [An adjacent problem you will not solve now, and why]',
    ],
    '### 4. Users & personas',
    [
      `- Primary: ${audience}: [context, how often they hit the problem, current workaround]`,
      '- Secondary: [who else touches the workflow: approvers, admins, buyers]',
    ],
    '### 5. User stories',
    features.map((f) => `- As one of the ${audience}, I want ${withThe(f)} so that [outcome].`),
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
      metric ? metricRow(metric) : `| [primary metric tied to: ${inSentence(goals)}] | [today's value] | [target] | [date] |`,
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
      `- Assumption: ${facts.riskiest_assumption ?? `${audience} will switch from [current workaround], because the problem costs them enough`}.`,
      `- Risk: [what could stop ${first} from working]; mitigation: [how you reduce it]`,
      facts.constraints ? `- Constraint: ${facts.constraints}` : '- Dependency: [team, vendor or API you rely on], needed by [date]',
    ],
    '### 11. Open questions',
    '- [Question]: owner [name], decide by [date]',
    'Choose **Open as document** under this reply to edit it in the editor, fill the brackets, then run **Analyze with AI** to score it.',
  );
}
