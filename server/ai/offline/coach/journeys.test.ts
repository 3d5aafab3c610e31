import { describe, expect, it } from 'vitest';
import type { JourneyType } from '../../../../common/constants';
import type { ChatTurn, Memory } from '../../types';
import { coachReply } from '../chat-coach';

/** The guided summary the client sends after the last questionnaire answer. */
const summary = (journey: JourneyType, answers: Record<string, string>) =>
  [
    "Thank you for answering those questions. Here's what I understand:",
    Object.entries(answers)
      .map(([key, answer]) => `- ${key}: ${answer}`)
      .join('\n'),
    `Based on this information, let me help you with your ${journey} journey.`,
  ].join('\n\n');

function chat(journey: JourneyType, answers: Record<string, string>, turns: string[], memories: Memory[] = []): string[] {
  const messages: ChatTurn[] = Object.values(answers).map((content) => ({ role: 'user', content }));
  return [summary(journey, answers), ...turns].map((content) => {
    messages.push({ role: 'user', content });
    const reply = coachReply({ journeyType: journey, messages: [...messages], memories });
    messages.push({ role: 'assistant', content: reply });
    return reply;
  });
}

describe('journeys after the questionnaire', () => {
  it('validate: the PM’s own bars decide the read of the results', () => {
    const [kickoff, results] = chat(
      'validate',
      {
        goal: 'A Slack bot that compiles weekly status updates for engineering managers.',
        target_audience: 'Engineering managers of remote teams of 5-15 people.',
        riskiest_assumption: 'That managers will pay for it instead of keeping the Google Doc.',
        success_metric: 'If 15% of visitors join the waitlist we continue; under 5% we stop.',
      },
      ['Landing page after a week: 412 visitors, 38 joined the waitlist, 6 booked a call. What do they tell us?'],
    );
    expect(kickoff).toContain('**Riskiest assumption:** managers will pay for it instead of keeping the Google Doc.');
    expect(kickoff).toContain('at least 15% (your own bar); stop under 5%');
    expect(results).toMatch(/^\*\*Not there yet\.\*\* 9\.2% is below your 15% bar \(from your success metric\) but above the 5% stop line/);
    expect(results).toContain('| booked | 6 | 1.5% | 15.8% |');
  });

  it('explore: new ideas from the problem, then a prioritisation of those ideas, not of the existing features', () => {
    const [brief, ranked] = chat(
      'explore',
      {
        product_name: 'Tallybook — a stock and ordering app for independent bakeries.',
        target_audience: 'Owners of independent bakeries; we want to serve multi-shop owners better.',
        pain_points: '"I order flour by phone every Friday and always forget something." Ordering takes an hour a week.',
        main_features: 'Stock counts, supplier orders and a daily production plan.',
      },
      ['Which of these should we do first?'],
    );
    expect(brief).toContain('#### 1. Flour order reminders:');
    expect(brief).toContain('one screen that replaces the phone');
    expect(brief).toContain('Multi-shop owners view');
    expect(ranked).toMatch(/^\*\*Build Flour order reminders first\.\*\* ICE/);
    expect(ranked).not.toContain('| Stock counts');
  });

  it('design: changes the step the PM said loses people, and measures that step', () => {
    const [, first] = chat(
      'design',
      {
        product_name: 'Ledgerly, the invoice creation flow.',
        current_flow: 'Dashboard, New invoice, pick client, add line items, set due date, preview, send.',
        pain_points: 'People drop off at line items on mobile: 38% abandon there.',
        target_audience: 'Freelancers on their phone between client meetings.',
        success_metric: 'Invoice completion on mobile from 54% to 70%.',
      },
      ['What would you change first?'],
    );
    expect(first).toMatch(/^\*\*Change “add line items” first\*\*: 38% of people are lost there\./);
    expect(first).toContain('7 steps is a lot');
    expect(first).toContain('completion of that step from 62% today');
  });

  it('enhance: fixes what the reviewers raised first', () => {
    const [, fix] = chat(
      'enhance',
      {
        product_name: 'Ledgerly payment reminders PRD.',
        goal: 'Get engineering sign-off next week.',
        pain_points: 'Engineering says the requirements are vague; design asked who the user is.',
      },
      ['What should I fix first?'],
    );
    expect(fix).toContain('1. **Requirements:** give each one an acceptance criterion');
    expect(fix).toContain('2. **Users:**');
    expect(fix).toContain('your aim: get engineering sign-off next week.');
  });
});

describe('strategy questions', () => {
  const memories = [
    { key: 'product_name', value: 'Ledgerly', importance: 5 },
    { key: 'target_audience', value: 'freelance designers', importance: 4 },
    { key: 'main_features', value: 'smart reminders, a client portal and expense tracking', importance: 4 },
  ];
  const ask = (content: string) => coachReply({ journeyType: 'prd', messages: [{ role: 'user', content }], memories });

  it('prices from the value of the time saved, with the arithmetic and the assumed rate', () => {
    const reply = ask('How should we price this? Chasing invoices takes them about 2 hours a week.');
    expect(reply).toContain('**Price from the value: about $35–$69 a month.**');
    expect(reply).toContain('2 × 4.33 × $40/hour (assumed) = $346 a month');
  });

  it('cuts the MVP to the first feature and lists what waits', () => {
    const reply = ask("What's the MVP?");
    expect(reply).toMatch(/^\*\*The MVP is smart reminders, for freelance designers only\*\*/);
    expect(reply).toContain('**Out:** client portal, expense tracking,');
  });

  it('turns a metric gap into steps, with the sample size one step needs', () => {
    const reply = ask('Our activation is 22% and we want 35%. What should we do?');
    expect(reply).toContain('**Closing 22% → 35% is a 13-point rise (59% relative)');
    expect(reply).toContain('(22% → 25.3%). Detecting that step needs 2,681 users per arm');
  });

  it('says plainly when it has no rule for a question instead of guessing', () => {
    expect(ask('Who are our competitors?')).toContain('The offline engine has no rule for that question');
  });

  it('reads two arms written as "A had … B had …" and says when they cannot be told apart', () => {
    const reply = ask('We ran an A/B test: A had 1200 visitors and 96 signups, B had 1180 visitors and 118 signups. Which won?');
    expect(reply).toContain('**Not significant yet: +2 points, p = 0.088.**');
    expect(reply).toContain('| Variant | 118 | 1,180 | 10% |');
    expect(reply).not.toMatch(/ship the variant/i);
  });

  it('writes acceptance criteria around the action of a requirement given after a colon', () => {
    const reply = ask('Help me write acceptance criteria for: users can reset their password via email');
    expect(reply).toContain('when they reset their password via email, then it completes within 2 seconds');
    expect(reply).toContain('when they try to reset their password via email, then they get "not found"');
  });

  it('does not borrow a target from a goal about another metric', () => {
    const reply = coachReply({
      journeyType: 'prd',
      messages: [{ role: 'user', content: 'What KPIs should I track for the new onboarding?' }],
      memories: [...memories, { key: 'business_goals', value: 'cut churn to 2% by Q4', importance: 5 }],
    });
    expect(reply).toMatch(
      /\| North star \| \*\*Activation rate\*\*: [^|]+ \| measure first \| set once the baseline is in \| 90 days after launch \|/,
    );
  });

  it('keeps a PRD about a new subject on that subject, with its own problem to fill in', () => {
    const reply = coachReply({
      journeyType: 'prd',
      messages: [{ role: 'user', content: 'Write a PRD for a referral program' }],
      memories: [...memories, { key: 'pain_points', value: 'they forget to chase late invoices', importance: 4 }],
    });
    expect(reply).toMatch(/^## PRD outline: referral program \(Ledgerly\)/);
    expect(reply).toContain('[the problem the referral program solves');
    expect(reply).not.toContain('I want smart reminders');
  });
});
