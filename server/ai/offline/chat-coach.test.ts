import { describe, expect, it } from 'vitest';
import type { ChatTurn, Memory } from '../types';
import { coachReply } from './chat-coach';
import { memory, LEDGERLY, ask, converse } from './chat-coach.fixtures';

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
    const reply = ask(
      'Fake-door results: 1,240 visitors saw the button, 87 clicked it and 12 left their email. Our bar was at least 5% clicking. What do they tell us?',
    );
    expect(reply).toMatch(/^\*\*Go\.\*\* 7% clears your 5% bar/);
    expect(reply).toContain('| clicked | 87 | 7% | 7% |');
    expect(reply).toContain('| left email | 12 | 1% | 13.8% |');
    expect(reply).toContain('95% interval for 7%: 5.7%–8.6%');
    expect(reply).toContain('Talk to the 12 who left email');
  });

  it("takes the thresholds from the questionnaire's success metric and says stop below them", () => {
    const memories = [
      memory('goal', 'a payment-reminder add-on'),
      memory('success_metric', 'At least 10% of visitors click; below 4% we stop'),
    ];
    const reply = ask('We ran the landing page: 1,000 visitors, 30 clicked "Get early access".', memories, 'validate');
    expect(reply).toMatch(/^\*\*Stop\.\*\* 3% is under your 4% stop line \(from your success metric\)/);
    expect(reply).toContain('Interview 5 of the people who did not convert');
  });

  it('compares two arms with a z-test', () => {
    const reply = ask('Control: 4,000 users, 440 converted. Variant: 4,000 users, 520 converted. Did it work?');
    expect(reply).toContain('**The variant wins: +2 points, and the difference is statistically significant** (p = 0.006 < 0.05).');
    expect(reply).toContain('**What I read:** control: 440 of 4,000 users; variant: 520 of 4,000 users.');
    expect(reply).toContain('| Control | 440 | 4,000 | 11% |');
    expect(reply).toContain('+18% relative');
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
      const known = {
        product: content.includes('Tallybook') || replies.length > 2,
        audience: replies.length > 3,
        pain: replies.length > 4,
      };
      if (known.product) expect(reply).not.toContain(QUESTIONS[0]);
      if (known.audience) expect(reply).not.toContain(QUESTIONS[1]);
      if (known.pain) expect(reply).not.toContain(QUESTIONS[2]);
      expect(reply.match(/\?/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
    const closing = replies.filter((r) =>
      (
        r
          .trim()
          .split(/\n\s*\n/)
          .at(-1) ?? ''
      ).includes('?'),
    );
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
