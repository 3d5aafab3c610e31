import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const PAYOUTS = `# Instant Payouts for Tradespeople
## Problem
Plumbers and electricians wait 3 days for payouts after a job; 41% of support tickets last quarter were about payout timing.
## Goals
- Cut payout time from 3 days to under 10 minutes for 80% of payouts by Q3.
- Improve satisfaction significantly.
## Scope
Phase 1 covers UK debit cards only. Business bank accounts come in phase 2. We will not support iOS widgets or the Android Lite app in this release. Scheduled payouts are out of scope.
## Requirements
- R1: Payouts to a debit card within [X] minutes.
- R2: A fee of 1.5% per instant payout, shown before confirming.
## Success metrics
- Reduce payout tickets by [X]%.`;

const CRATE = `# Crate: skip-proof coffee subscriptions
## Problem
38% of subscribers skip a delivery each month; the average order is $24.
## Goals
- Cut skipped deliveries to 25% by Q4.
## Success metrics
- Skipped deliveries below [X]% by Q4.
- Revenue per subscriber up by [X].
## Rollout
Android is out of scope for the beta. Gift subscriptions will come in v2.`;

const ask = (content: string, documentText = PAYOUTS) => askCoach(content, { journey: 'enhance', documentText });

describe('rewrite a section with the numbers in the document', () => {
  it.each([
    ['rewrite the requirements with our numbers', PAYOUTS, '- R1: Payouts to a debit card within 10 minutes.', '**10 minutes**: Goals'],
    [
      'Rewrite this section with my numbers',
      PAYOUTS,
      '- R1: Payouts to a debit card within 10 minutes.',
      '(the section with the most blanks)',
    ],
    [
      'rewrite the success metrics section with my numbers',
      PAYOUTS,
      '- Reduce payout tickets from 41% of support tickets today to a target you set.',
      '**41%** (today): Problem',
    ],
    [
      'Fill in the success metrics using our numbers: we want payout tickets down to 15%',
      PAYOUTS,
      '- Reduce payout tickets from 41% of support tickets to 15%.',
      '**15%** (target): your message',
    ],
    [
      'Can you redo the success metrics with the numbers from the doc?',
      CRATE,
      '- Skipped deliveries below 25% by Q4.',
      '**25%**: Goals, “Cut skipped deliveries to 25% by Q4.”',
    ],
  ])('fills each blank from a sentence of the document with the same unit and role: %s', (question, doc, line, source) => {
    const reply = ask(question, doc);
    expect(reply).toContain(line);
    expect(reply).toContain(source);
  });

  it('leaves no bracket where the document holds the number, and asks for the numbers it does not hold', () => {
    const reply = ask('Can you redo the success metrics with the numbers from the doc?', CRATE);
    expect(reply).not.toContain('below [X]%');
    expect(reply).toContain('- Revenue per subscriber up by [X].');
    expect(reply).toContain('the document states no number for [X]');
    expect(reply).not.toContain('$24');
  });

  it('says which goal has no number to measure it', () => {
    const reply = ask('Rewrite the goals section with my numbers');
    expect(reply).toContain('“Improve satisfaction significantly.”: no number in the document measures it');
  });
});

describe('draft the non-goals from the document', () => {
  it.each(['draft the non-goals', 'what should be out of scope?', 'Write our non-goals', 'what are we not building?', 'Non-goals please'])(
    'lists what the document rules out, each with its line: %s',
    (question) => {
      const reply = ask(question);
      expect(reply).toContain('**Non-goals, drawn from what your document already rules out**');
      expect(reply).toContain('- **Scheduled payouts.** Scope: “Scheduled payouts are out of scope.”');
      expect(reply).toContain('- **Business bank accounts (phase 2).**');
      expect(reply).toContain('- **iOS widgets or the Android Lite app.**');
      expect(reply).toContain('- **Anything beyond UK debit cards in Phase 1.**');
    },
  );

  it('reads another document’s exclusions and later versions', () => {
    const reply = ask('draft the non-goals', CRATE);
    expect(reply).toContain('- **Android (for the beta)');
  });

  it('falls back to the usual candidates when the document says nothing of scope', () => {
    const reply = ask('draft the non-goals', '# Notes\n## Requirements\n- R1: Users can export a CSV of their projects.');
    expect(reply).not.toContain('drawn from what your document already rules out');
    expect(reply).toContain('Non-goals');
  });
});

describe('a section rewrite without numbers starts from the document, not a template', () => {
  const GARDEN = `# Plot Share: community garden bookings
## Problem Statement
Members can't see which plots are free. Booking happens in a WhatsApp group and double bookings happen often.
Volunteers spend their weekends sorting out clashes.
## Goals
- Make booking easier.
## Out of scope
- Paid plots.`;

  it.each(['Rewrite the problem statement', 'Can you tighten the problem statement?', 'improve the goals section please'])(
    '%s → the section from its own lines, its vague lines named, no brackets',
    (message) => {
      const reply = askCoach(message, { journey: 'enhance', documentText: GARDEN });
      expect(reply).toMatch(/from your document's own words/);
      expect(reply).not.toMatch(/\[[^\]]*\]/);
      if (/problem/i.test(message)) {
        expect(reply).toContain('WhatsApp group');
        // Its scale and evidence are missing; what it costs (weekends) is there.
        expect(reply).toContain('how many people have it');
        expect(reply).toContain('how you know');
        expect(reply).not.toContain('what it costs');
      } else expect(reply).toContain('Make booking easier');
    },
  );
});
