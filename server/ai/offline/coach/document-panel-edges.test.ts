import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const ROTA = `# Shift swap for Rota
## Problem
Nurses at mid-size hospitals swap shifts over WhatsApp. Managers approve by text, and 1 in 5 swaps is never recorded, so payroll is wrong.
## Goals
- Cut unrecorded swaps from 20% to under 2% by Q3.
- Approval within 4 hours for 90% of swaps.
## Users
Ward nurses (about 1,200 across 3 pilot hospitals), ward managers (40).
## Requirements
1. A nurse offers a shift; eligible colleagues see it.
2. A colleague claims it; the manager approves in one tap.
3. Approved swaps sync to payroll nightly.
## Timeline
Pilot starts 1 March. Payroll integration contract signed 15 April.
`;

const LOYALTY = `# Loyalty card for Beanstalk cafés
## Problem
Regulars at our 14 cafés forget paper stamp cards; we cannot tell who comes back.
## Requirements
- Customers collect a stamp by showing a QR code at the till.
- Stamps export to the POS vendor's API weekly.
## Plan
Beta in 4 cafés from May. POS vendor API agreement expected in July.
`;

const ask = (text: string, documentText: string) => askCoach(text, { journey: 'prd', documentText });

describe('the document panel answers from the document’s own text', () => {
  it.each([
    ['Is the timeline realistic?', ROTA, '“Pilot starts 1 March” comes before what it needs', '“Approved swaps sync to payroll nightly”'],
    [
      'Can we hit these dates?',
      LOYALTY,
      '“Beta in 4 cafés from May” comes before what it needs',
      "“Stamps export to the POS vendor's API weekly”",
    ],
  ])('finds a milestone dated before a dependency another line needs: %s', (question, doc, conflict, evidence) => {
    const reply = ask(question, doc);
    expect(reply).toContain('**Not as written: one step is dated before what it needs.**');
    expect(reply).toContain(conflict);
    expect(reply).toContain(evidence);
  });

  it('says no dates contradict when none do, and what the dates still need', () => {
    const reply = ask('Is the timeline realistic?', LOYALTY.replace('in July', 'in April'));
    expect(reply).toContain('**I found no dates that contradict each other**');
  });

  it('counts goals with a baseline, a target and a date as success metrics', () => {
    const reply = ask('What is missing from this PRD?', ROTA);
    expect(reply).not.toContain('**Success metrics**');
    expect(reply).toContain('**Also, the dates contradict each other:**');
  });

  it('draws non-goals from the edges the document draws when it rules nothing out', () => {
    const reply = ask('Draft the non-goals for this.', ROTA);
    expect(reply).toContain('**Rollout beyond the 3 pilot hospitals');
    expect(reply).toContain('**Real-time sync: nightly is what the requirements ask');
    expect(reply).toContain('**Replacing WhatsApp for everything else');
    const cafes = ask('What should be out of scope?', LOYALTY);
    expect(cafes).toContain('**Rollout beyond the 4');
    expect(cafes).toContain('**Real-time export: weekly is what the requirements ask');
  });

  it('rewrites a section with the numbers given in the message, shown as counts of the volume', () => {
    const reply = ask('Rewrite the goals section with my numbers: pilot is 3 hospitals, 1,200 nurses, 600 swaps a month.', ROTA);
    expect(reply).toContain('**Goals, rewritten with your numbers:**');
    expect(reply).toContain('- Pilot: 3 hospitals, 1,200 nurses.');
    expect(reply).toContain(
      'Cut unrecorded swaps from 20% (about 120 of 600 swaps a month) to under 2% (under 12 of 600 swaps a month) by Q3.',
    );
    expect(reply).toContain('**600 swaps a month**: your message');
  });
});
