import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const ask = (content: string) => askCoach(content);

describe('written artefacts asked for in ordinary words', () => {
  it.each([
    [
      'Can you write a memo to the leadership team explaining why we are delaying the mobile launch by six weeks? Reason: payments provider certification slipped.',
      '**Subject:** Delaying the mobile launch by six weeks',
      '**In one line:** we are delaying the mobile launch by six weeks because payments provider certification slipped.',
    ],
    [
      'Draft a memo for the board announcing that we are sunsetting the desktop app in March, because fewer than 3% of sessions use it.',
      '**Subject:** Sunsetting the desktop app in March',
      'because fewer than 3% of sessions use it',
    ],
  ])('a memo that explains a decision: %s', (text, subject, line) => {
    const reply = ask(text);
    expect(reply).toContain(subject);
    expect(reply).toContain(line);
    expect(reply).not.toContain('Decision needed');
  });

  it('groups interview notes whose speakers carry a role in brackets, naming themes as written', () => {
    const reply = ask(
      'Here are my interview notes:\n- Priya (ops lead): onboarding took 3 weeks, wants CSV import\n- Tom (admin): no CSV import, hates the manual entry\n- Ana (finance): pricing unclear, wants annual billing\n- Li (ops): CSV import would save days\n- Sam (founder): pricing page confusing\nGroup these into themes.',
    );
    expect(reply).toContain('**5 interviews, 2 themes that come up more than once**');
    expect(reply).toContain('1. **CSV**: 3 of 5 (Priya, Tom, Li).');
    expect(reply).toContain('2. **pricing**: 2 of 5 (Ana, Sam).');
  });

  it('builds a comparison table from notes written as sentences, with our price against theirs', () => {
    const reply = ask(
      'Make me a comparison table: us vs Linear vs Jira. Notes: Linear is fast, opinionated, $8/user. Jira is flexible, slow, $7.75/user, huge marketplace. We are AI-first, $12/user, no marketplace yet.',
    );
    expect(reply).toContain('| Linear | $8/user | fast; opinionated | unknown |');
    expect(reply).toContain('| Jira | $7.75/user | flexible; huge marketplace | slow |');
    expect(reply).toContain('| Us | $12/user | AI-first | no marketplace yet |');
    expect(reply).toContain('at $12/user we are the most expensive, 50% above the dearest of them ($8/user)');
  });

  it('orders open bugs by what they do to users, then by reach', () => {
    const reply = ask(
      'We have 2 weeks left before launch and 3 bugs open: a crash on Android 12 (affects 8% of users), a wrong total in CSV export (used by 40 customers), and a typo on the pricing page. What do I fix first?',
    );
    expect(reply).toContain('**Fix the crash on Android 12 first: it stops people using the product (8% of users).**');
    expect(reply.indexOf('Wrong total in CSV export')).toBeLessThan(reply.indexOf('Typo on the pricing page'));
    expect(reply).toContain('it takes minutes, so fix it today');
  });

  it('orders bullet-listed bugs the same way, whatever order they are written in', () => {
    const reply = ask(
      'Triage these:\n- misaligned logo on the invoice PDF\n- duplicate charges for 12 customers\n- login freezes for 3% of users on Safari',
    );
    expect(reply).toContain('**Fix the login freezes for 3% of users on Safari first');
    expect(reply.indexOf('Duplicate charges')).toBeLessThan(reply.indexOf('Misaligned logo'));
  });
});

describe('comparisons that do not show a cause are said to be so', () => {
  it.each([
    [
      'retention at week 4 is 40% for users who invite a teammate and 18% for those who do not. should we force invites during onboarding?',
      '**Not on this evidence: the 22-point gap compares people who chose to invite a teammate with people who did not',
      'retention: 40% for those who invite a teammate; 18% for those who do not.',
    ],
    [
      'Conversion is 9% among shops that connect a bank and 3% for shops that don’t. Does connecting a bank drive conversion?',
      'the 6-point gap compares people who chose to connect a bank with people who did not',
      'conversion: 9% for those who connect a bank; 3% for those who do not.',
    ],
  ])('a gap between people who chose their side: %s', (text, headline, read) => {
    const reply = ask(text);
    expect(reply).toContain(headline);
    expect(reply).toContain(read);
    expect(reply).toContain('random half of new sign-ups');
  });

  it('asks how many answered before reading a survey score move as real', () => {
    const reply = ask('NPS went from 31 to 38 after the redesign. good?');
    expect(reply).toContain('**NPS rose 7 points, from 31 to 38;');
    expect(reply).toContain('how many responses is each score from?');
    expect(reply).not.toContain('referral links');
  });

  it('asks whether a benchmark is measured the same way before treating the distance to it as a gap', () => {
    const reply = ask('Trial conversion 14%, industry says 25%. How do I close the gap?');
    expect(reply).toContain('**Closing 14% → 25% is an 11-point rise');
    expect(reply).toContain('**First check that 25% is like for like:**');
  });

  it('reads a move to a named plan as a price move', () => {
    const reply = ask('we have 600 customers on the legacy plan at $20 and want to move them to the $35 plan. what do we expect?');
    expect(reply).toContain('price: $20 → $35; 600 customers paying today');
    expect(reply).toContain('Break-even loss: 1 − $20 ÷ $35 = **42.9%**');
  });
});
