import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const ask = (content: string) => askCoach(content);

describe('OKRs from a goal', () => {
  it.each([
    [
      'Write OKRs for our goal: grow self-serve revenue from $40k to $60k MRR by Q4',
      'Grow self-serve revenue by Q4.',
      'Self-serve revenue from $40k to $60k MRR by Q4',
    ],
    [
      'OKRs for this quarter: cut monthly churn from 3.1% to 2% by end of Q3',
      'Cut monthly churn by end of Q3.',
      'Monthly churn from 3.1% to 2% by end of Q3',
    ],
    [
      'Can you turn this into objectives and key results: reach 5,000 paying customers by December',
      'Reach 5,000 paying customers by December.',
      'Paying customers to 5,000 by December (baseline: measure it this week)',
    ],
  ])('keeps the goal’s own figures in KR1: %s', (text, objective, kr1) => {
    const reply = ask(text);
    expect(reply).toContain(`**Objective:** ${objective}`);
    expect(reply).toContain(`- **KR1:** ${kr1}`);
    expect(reply).toMatch(/- \*\*KR2:\*\* [^\n]*baseline measured in the first two weeks/);
  });

  it('invents no target when the goal gives no figure', () => {
    const reply = ask('Draft OKRs around activation');
    expect(reply).toContain('**Objective:** Improve activation.');
    expect(reply).toContain('- **KR1:** Activation rate: baseline measured this week, target set from it');
    expect(reply).toContain('Your goal gives no figure, so no target is invented');
  });
});
