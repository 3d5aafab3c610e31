import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';
import { timelineConflicts } from '../timeline-conflicts';

const PAYOUTS = `# Instant Payouts for Tradespeople
## Problem
Plumbers and electricians on our marketplace wait 3 days for payouts after a job; 41% of support tickets last quarter were about payout timing.
## Goals
- Cut payout time from 3 days to under 10 minutes for 80% of payouts by Q3.
## Users
Self-employed tradespeople with 1-5 jobs a week.
## Requirements
- R1: Payouts to a debit card within 10 minutes.
- R2: A fee of 1.5% per instant payout, shown before confirming.
## Timeline
Beta in May, once the card processor contract is signed in June.`;

const ask = (content: string, documentText = PAYOUTS) => askCoach(content, { journey: 'enhance', documentText });

describe('questions about the open document', () => {
  it('names who to talk to from the document’s own lines, those who can block first', () => {
    const reply = ask('Who else should I talk to before sign-off?');
    expect(reply).toMatch(/^\*\*Before sign-off, talk to these people/);
    expect(reply).toContain('- **Legal and procurement**, because “Beta in May, once the card processor contract is signed in June”');
    expect(reply).toContain('- **Finance**, because “R2: A fee of 1.5% per instant payout, shown before confirming”');
    expect(reply).toContain('**Three to five of the users themselves** (Self-employed tradespeople with 1-5 jobs a week.)');
    expect(reply.indexOf('Legal')).toBeLessThan(reply.indexOf('Finance'));
  });

  it('asks for a role only when a line calls for it', () => {
    const reply = ask(
      'Which stakeholders should review this?',
      '# Notes\n## Requirements\n- R1: Users can export a CSV of their projects.',
    );
    expect(reply).not.toContain('Legal and procurement');
    expect(reply).not.toContain('Finance');
  });

  it('counts a goal with its numbers as a metric, and says when a step is dated before what it needs', () => {
    const reply = ask('What is missing?');
    expect(reply).not.toContain('no metric statements found');
    expect(reply).toContain(
      '**Also, the dates contradict each other:** “Beta in May” comes before what it needs (the card processor contract is signed in June): May is earlier than June.',
    );
  });
});

describe('timelineConflicts', () => {
  it.each([
    ['Launch in Q2 after the SOC 2 audit completes in Q3.', 'Q2', 'Q3'],
    ['GA on March 3 2027 requires the new billing system, live in April 2027.', 'March', 'April'],
    ['Pilot in September, pending the data-sharing agreement in October.', 'September', 'October'],
  ])('finds a step dated before its dependency: %s', (sentence, step, needs) => {
    const [conflict] = timelineConflicts(sentence);
    expect(conflict?.stepDate).toBe(step);
    expect(conflict?.needsDate).toMatch(new RegExp(`^${needs}`));
  });

  it.each(['Beta in July, once the contract is signed in June.', 'Launch in May after the review in May.', 'Beta in May and GA in June.'])(
    'leaves a consistent plan alone: %s',
    (sentence) => expect(timelineConflicts(sentence)).toEqual([]),
  );
});
