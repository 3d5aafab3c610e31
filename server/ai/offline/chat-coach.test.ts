import { describe, expect, it } from 'vitest';
import type { JourneyType } from '../../../common/constants';
import type { ChatTurn, Memory, ReplyInput } from '../types';
import { coachReply } from './chat-coach';

const memory = (key: string, value: string): Memory => ({ key, value, importance: 4 });
const LEDGERLY: Memory[] = [
  memory('product_name', 'Ledgerly'),
  memory('target_audience', 'freelance designers who bill by the hour'),
  memory('pain_points', 'they forget to chase late invoices'),
  memory('business_goals', 'cut churn to 2% by Q4'),
  memory('metric_monthly_churn', '3.1%'),
  memory('main_features', 'invoicing, smart reminders and expense tracking'),
];

function ask(content: string, memories: Memory[] = LEDGERLY, journeyType: JourneyType = 'prd', extra: Partial<ReplyInput> = {}) {
  return coachReply({ journeyType, messages: [{ role: 'user', content }], memories, ...extra });
}

/** Plays a conversation turn by turn and returns every reply. */
function converse(turns: string[], memories: Memory[] = LEDGERLY, journeyType: JourneyType = 'prd'): string[] {
  const messages: ChatTurn[] = [];
  return turns.map((content) => {
    messages.push({ role: 'user', content });
    const reply = coachReply({ journeyType, messages: [...messages], memories });
    messages.push({ role: 'assistant', content: reply });
    return reply;
  });
}

describe('chat coach: numbers worked out', () => {
  it('gives the per-arm sample size for 11 % vs 14 % (about 1,900) with the arithmetic', () => {
    const reply = ask('How many users do I need to see 11 % vs 14 %?');
    expect(reply).toMatch(/^\*\*About 1,900 users per arm\*\* \(1,907 exactly, 3,814 in total\)/);
    expect(reply).toContain('α = 0.05 two-sided and 80% power');
    expect(reply).toContain('pooled p̄ = 0.125');
    expect(reply).toContain('(0.9167 + 0.3932)² ÷ 0.0009');
  });

  it('reads a relative lift on the baseline in the message and turns traffic into weeks', () => {
    const reply = ask('How many visitors to detect a 10% lift on our 4% trial conversion? We get 2,500 visitors a week.');
    expect(reply).toContain('to tell 4% from 4.4%');
    expect(reply).toContain('39,475 exactly');
    expect(reply).toContain('run **32 full weeks**');
    expect(reply).toContain('That is too long to wait');
  });

  it('reads fake-door results against the bar the PM set, then decides and names the next step', () => {
    const reply = ask('Fake-door results: 1,240 visitors saw the button, 87 clicked it and 12 left their email. Our bar was at least 5% clicking. What do they tell us?');
    expect(reply).toMatch(/^\*\*Go\.\*\* 7% clears your 5% bar/);
    expect(reply).toContain('| clicked | 87 | 7% | 7% |');
    expect(reply).toContain('| left email | 12 | 1% | 13.8% |');
    expect(reply).toContain('95% interval for 7%: 5.7%–8.6%');
    expect(reply).toContain('Talk to the 12 who left email');
  });

  it("takes the thresholds from the questionnaire's success metric and says stop below them", () => {
    const memories = [memory('goal', 'a payment-reminder add-on'), memory('success_metric', 'At least 10% of visitors click; below 4% we stop')];
    const reply = ask('We ran the landing page: 1,000 visitors, 30 clicked "Get early access".', memories, 'validate');
    expect(reply).toMatch(/^\*\*Stop\.\*\* 3% is under your 4% stop line \(from your success metric\)/);
    expect(reply).toContain('Interview 5 of the people who did not convert');
  });

  it('compares two arms with a z-test', () => {
    const reply = ask('Control: 4,000 users, 440 converted. Variant: 4,000 users, 520 converted. Did it work?');
    expect(reply).toContain('**Variant wins:** 13% vs 11%, an 18% relative lift, significant at α = 0.05 (p = 0.006)');
    expect(reply).toContain('| Control | 4,000 | 440 | 11% |');
  });

  it('sizes an opportunity from the numbers given, showing each multiplication', () => {
    const reply = ask('We could sell to 40,000 design agencies in Europe; maybe 3% would adopt at $29/month. How big is this?');
    expect(reply).toMatch(/^\*\*About \$417,600 a year\*\*/);
    expect(reply).toContain('× 3% (would adopt) = **1,200 design agencies**');
    expect(reply).toContain('× $29 per month × 12 months = **$417,600 a year**');
    expect(reply).toContain('from $208,800 to $835,200');
  });

  it('prioritises with RICE when reach is known, stating the assumptions, and explains the pick on "why that one?"', () => {
    const memories = [...LEDGERLY, memory('metric_weekly_active_users', '12,000')];
    const [rice, why] = converse(['Prioritise these:\n- Smart reminders (2 weeks)\n- Client portal (6 weeks)', 'Why that one?'], memories);
    expect(rice).toMatch(/^\*\*Build Smart reminders first\.\*\* RICE scores it highest, ahead of Client portal\./);
    expect(rice).toContain('| Smart reminders | 12,000 | 2 | 50% | 2 | **6,000** |');
    expect(rice).toContain('| Client portal | 12,000 | 1 | 30% | 6 | **600** |');
    expect(rice).toContain('effort 2 person-weeks as you said');
    expect(why).toContain('**Why Smart reminders first:**');
    expect(why).toContain('Impact 2: it addresses the stated problem');
    expect(why).toContain('Client portal scored 600 against 6,000');
  });

  it('falls back to ICE without a reach figure and takes options from "A, B or C"', () => {
    const reply = ask('Which should we build first: smart reminders, a client portal or Stripe payouts?');
    expect(reply).toContain('ICE scores it highest');
    expect(reply).toMatch(/\| Smart reminders \| 7 \| 5 \| 8 \| \*\*280\*\* \|/);
    expect(reply).toContain('No reach figure is known, so this is ICE');
  });
});

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
      'Thank you for answering those questions. Here\'s what I understand:',
      '- product_name: It\'s called Ledgerly, and this PRD is about automatic payment reminders.',
      '- pain_points: Freelancers forget to chase late invoices. 31% of invoices are paid late.',
      '- target_audience: Freelance designers who bill by the hour; agencies are out of scope.',
      'Based on this information, let me help you with your prd journey.',
    ].join('\n\n');
    const reply = ask(summary, [], 'prd');
    expect(reply).toContain('## PRD outline: automatic payment reminders (Ledgerly)');
    expect(reply).toContain('For freelance designers who bill by the hour: freelancers forget to chase late invoices.');
    expect(reply).not.toContain("It's called");
  });
});

describe('chat coach: conversation rules', () => {
  const QUESTIONS = [
    'What is the product called',
    'Who exactly is it for',
    'What pain does that audience feel',
    'What business result should this drive',
    'Which number would prove this worked',
  ];

  it('over 10 turns never asks for a known fact, asks at most one question a reply, and ends at most two replies with a question', () => {
    const turns = [
      'Hi! I am working on a new product.',
      'Our product is called Tallybook.',
      'It is built for bakery owners who order flour every week.',
      'Users complain that ordering takes an hour every Friday.',
      'What metrics should we track?',
      'Thanks, noted.',
      'Which should we build first: supplier catalogue, reorder reminders or price alerts?',
      'Why that one?',
      'Monthly churn is 4%.',
      'OK, summarise what we have.',
    ];
    const messages: ChatTurn[] = [];
    const memories: Memory[] = [];
    const replies: string[] = [];
    for (const content of turns) {
      messages.push({ role: 'user', content });
      const reply = coachReply({ journeyType: 'prd', messages: [...messages], memories });
      replies.push(reply);
      messages.push({ role: 'assistant', content: reply });
      const known = { product: content.includes('Tallybook') || replies.length > 2, audience: replies.length > 3, pain: replies.length > 4 };
      if (known.product) expect(reply).not.toContain(QUESTIONS[0]);
      if (known.audience) expect(reply).not.toContain(QUESTIONS[1]);
      if (known.pain) expect(reply).not.toContain(QUESTIONS[2]);
      expect(reply.match(/\?/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
    const closing = replies.filter((r) => (r.trim().split(/\n\s*\n/).at(-1) ?? '').includes('?'));
    expect(closing.length).toBeLessThanOrEqual(2);
    expect(new Set(closing).size).toBe(closing.length);
    const factQuestions = replies.filter((r) => QUESTIONS.some((q) => r.includes(q)));
    expect(factQuestions.length).toBeLessThanOrEqual(2);
    expect(replies[4]).toContain('North star');
    expect(replies[6]).toContain('first.**');
    expect(replies[9]).toContain('- **Product:** Tallybook');
  });

  it('does not ask for a missing fact when the user asked for something else', () => {
    const reply = ask('How many users do I need to see 11 % vs 14 %?', []);
    expect(reply).not.toMatch(/One question/);
  });

  it('is deterministic', () => {
    expect(ask('Give me 3 metrics for this')).toBe(ask('Give me 3 metrics for this'));
  });
});
