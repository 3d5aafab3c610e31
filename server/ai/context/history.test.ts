import { describe, expect, it } from 'vitest';
import { summariseTurns } from './history';

const count = (text: string) => Math.ceil(text.length / 4);

describe('summariseTurns', () => {
  const turns = [
    { role: 'user' as const, content: 'Draft the PRD for Instant Pay. Payouts take 3 days today.' },
    {
      role: 'assistant' as const,
      content: '## Problem\nFreelancers wait 3 days.\n\n## Goals\n- Payout in minutes\n\n## Requirements\n- R1: pay to a debit card',
    },
    { role: 'user' as const, content: 'Now the **success metrics**, please' },
    { role: 'assistant' as const, content: '**Primary metric:** share of payouts under 10 minutes. Baseline 0%, target 80% by Q3.' },
  ];

  it('keeps what each left-out turn asked or answered, and the sections of a draft', () => {
    expect(summariseTurns(turns, 500, count)).toBe(
      [
        '- The PM asked: Draft the PRD for Instant Pay.',
        '- You answered: Problem (a draft with sections: Problem; Goals; Requirements)',
        '- The PM asked: Now the success metrics, please',
        '- You answered: Primary metric: share of payouts under 10 minutes.',
      ].join('\n'),
    );
  });

  it('keeps the newest turns when the note would pass its budget', () => {
    const note = summariseTurns(turns, 30, count);
    expect(note).toBe('- You answered: Primary metric: share of payouts under 10 minutes.');
  });

  it('cuts a long first sentence', () => {
    const note = summariseTurns([{ role: 'user', content: `${'word '.repeat(100)}end.` }], 500, count);
    expect(note.length).toBeLessThan(200);
    expect(note.endsWith('…')).toBe(true);
  });
});
