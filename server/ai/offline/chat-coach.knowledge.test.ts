import { describe, expect, it } from 'vitest';
import { memory, LEDGERLY, ask, converse } from './chat-coach.fixtures';

describe('chat coach: answers that use what it knows', () => {
  it('gives as many metrics as asked: a north star, inputs and a guardrail, with the baseline, target and date from the facts', () => {
    const reply = ask('Give me 3 metrics for this');
    expect(reply).toContain('**North star: Monthly churn.** It tracks your goal: cut churn to 2% by Q4.');
    expect(reply).toMatch(/\| North star \| \*\*Monthly churn\*\*: [^|]+ \| 3\.1% \| 2% \| Q4 \|/);
    expect(reply.match(/^\| Input \|/gm)).toHaveLength(1);
    expect(reply).toContain('the next input to add is **Save rate**');
    expect(ask('What metrics should we track?').match(/^\| Input \|/gm)).toHaveLength(2);
    expect(reply).toMatch(/^\| Guardrail \|/m);
    expect(reply).toContain('measure first');
  });

  it('names the riskiest assumption the PM gave and the cheapest test for it, with their own bar', () => {
    const memories = [
      memory('goal', 'a payment-reminder add-on for freelancers'),
      memory('target_audience', 'freelance designers'),
      memory('riskiest_assumption', 'freelancers will pay $9 a month for reminders'),
      memory('success_metric', 'at least 5% try to buy; below 2% we stop'),
    ];
    const reply = ask("What's the cheapest way to test this?", memories, 'validate');
    expect(reply).toContain('**Riskiest assumption:** freelancers will pay $9 a month for reminders.');
    expect(reply).toContain('pricing page');
    expect(reply).toContain('at least 5% (your own bar); stop under 2%');
  });

  it('lists risks with mitigations, including the constraints the PM gave', () => {
    const reply = ask('What are the risks?', [...LEDGERLY, memory('constraints', 'launch before the March tax deadline, two engineers')]);
    expect(reply).toContain('| Risk | Impact | Mitigation |');
    expect(reply).toContain('Constraint: launch before the March tax deadline');
    expect(reply).toContain('Constraint: two engineers');
  });

  it('writes non-goals that keep the out-of-scope audience the PM named', () => {
    const reply = ask('What should our non-goals be?', [
      ...LEDGERLY,
      memory('target_audience', 'Freelance designers who bill by the hour; agencies are out of scope for now.'),
    ]);
    expect(reply).toContain('**Other audiences:**');
    expect(reply).toContain('agencies are out of scope');
  });

  it('writes Given/When/Then acceptance criteria about the requirement named', () => {
    const reply = ask('Give me acceptance criteria for bulk export of invoices to CSV');
    expect(reply).toContain('**Acceptance criteria for bulk export of invoices to CSV**');
    expect(reply).toContain('Given a freelance designer is signed in, when they use the bulk export of invoices to CSV, then');
    expect(reply).toContain('the file opens in a spreadsheet');
  });

  it('writes user stories for the subject named, with a singular persona', () => {
    const reply = ask('Write user stories for the client portal');
    expect(reply).toContain('1. As a freelance designer, I want to use the client portal');
    expect(reply).not.toContain('expense tracking');
  });

  it('writes a PRD section about the named subject, not about the existing features', () => {
    const reply = ask('Write the onboarding section of the PRD');
    expect(reply).toMatch(/^## Onboarding/);
    expect(reply).toContain('Onboarding completion: [baseline] → [target] by [date]');
    expect(reply).not.toContain('expense tracking');
  });

  it('keeps the subject of a feature brief asked for by name', () => {
    const reply = ask('Draft a feature brief for recurring invoices', LEDGERLY, 'explore');
    expect(reply).toMatch(/^## Feature brief: recurring invoices \(Ledgerly\)/);
    expect(reply).toContain('#### 1. recurring invoices');
    expect(reply).not.toContain('#### 2. smart reminders');
  });

  it('reviews a PRD pasted into the chat', () => {
    const prd = [
      '# Reminders PRD',
      '## Problem',
      `Freelancers wait for their money. ${'In the last quarter 31% of invoices were paid late. '.repeat(6)}`,
      '## Requirements',
      '- Users can schedule reminders. Acceptance: a reminder is sent within 10 minutes of its time.',
      `- Users can edit templates. ${'The template keeps the freelancer tone. '.repeat(6)}`,
      '## Success metrics',
      '- More invoices paid on time.',
      `## Risks\n${'Clients may mark reminders as spam. '.repeat(5)}`,
    ].join('\n\n');
    const reply = ask(prd);
    expect(reply).toMatch(/Completeness: \d+\/100/);
    expect(reply).toContain('“More invoices paid on time.” — **no number**');
  });

  it('summarises the conversation: facts, what was worked out, what is open', () => {
    const replies = converse(['How many users do I need to see 11 % vs 14 %?', 'Summarise where we are']);
    const summary = replies[1] ?? '';
    expect(summary).toContain('- **Product:** Ledgerly');
    expect(summary).toContain('How many users do I need to see 11 % vs 14 % → About 1,900 users per arm');
    expect(summary).toContain('- Success metric not stated yet');
  });

  it('kicks off the PRD journey after the questionnaire with a grammatical outline of short values', () => {
    const summary = [
      "Thank you for answering those questions. Here's what I understand:",
      "- product_name: It's called Ledgerly, and this PRD is about automatic payment reminders.",
      '- pain_points: Freelancers forget to chase late invoices. 31% of invoices are paid late.',
      '- target_audience: Freelance designers who bill by the hour; agencies are out of scope.',
      'Based on this information, let me help you with your PRD journey.',
    ].join('\n\n');
    const reply = ask(summary, [], 'prd');
    expect(reply).toContain('## PRD outline: automatic payment reminders (Ledgerly)');
    expect(reply).toContain('For freelance designers who bill by the hour: freelancers forget to chase late invoices.');
    expect(reply).not.toContain("It's called");
  });
});
