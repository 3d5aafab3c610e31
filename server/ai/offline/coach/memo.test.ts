import { describe, expect, it } from 'vitest';
import type { Memory } from '../../types';
import { askCoach } from './ask-coach';

const ask = (content: string, memories: Memory[] = []) => askCoach(content, { memories });

describe('a stakeholder memo', () => {
  it.each([
    ['Write a memo to our CFO recommending we delay the EU launch by one quarter', 'CFO', 'delay the EU launch by one quarter'],
    [
      'Draft a memo for the leadership team proposing that we sunset the legacy reporting module.',
      'leadership team',
      'sunset the legacy reporting module',
    ],
    [
      'Can you write an email to our board asking to hire two more engineers for payments?',
      'board',
      'hire two more engineers for payments',
    ],
  ])('puts the ask first, then options and what the reader must do: %s', (text, reader, decision) => {
    const reply = ask(text);
    expect(reply).toMatch(
      new RegExp(`^\\*\\*To:\\*\\* ${reader} · \\*\\*From:\\*\\* \\[you\\] · \\*\\*Subject:\\*\\* Decision needed: ${decision}`),
    );
    expect(reply).toContain(`**The ask:** I recommend we ${decision}.`);
    expect(reply).toContain('**What I need from you:**');
  });

  it('uses the product facts it knows for context', () => {
    const reply = ask('Write a memo to our CTO about moving payouts to the new processor', [
      { key: 'product_name', value: 'Ledgerly', importance: 5 },
      { key: 'target_audience', value: 'freelance designers', importance: 4 },
    ]);
    expect(reply).toContain('- **Product:** Ledgerly, for freelance designers.');
  });
});
