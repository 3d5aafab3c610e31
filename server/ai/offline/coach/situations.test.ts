import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const ask = (content: string) => askCoach(content, { journey: 'explore' });
const questions = (reply: string) => (reply.match(/\*\*One question:\*\*/g) ?? []).length;

describe('situations a CPO is asked about, answered with what to do and one question', () => {
  it.each([
    ['How do I say no to the CEO who wants a feature that no customer asked for?', '**Don’t say no; say what it would cost'],
    ['Our founder insists on building a chatbot. I disagree. How do I push back?', '**Don’t say no; say what it would cost'],
    ['Sales keeps promising features to close deals. How do I handle this?', '**Give sales a way to get a yes or a no fast'],
    ['Should we build our own analytics or buy Amplitude?', '**Buy, unless it is what customers choose you for.**'],
    ['build vs buy for our billing system?', '**Buy, unless it is what customers choose you for.**'],
    ['How much time should we spend on tech debt vs features?', '**Reserve a fixed share of every sprint for it'],
    ['We keep missing sprint goals. What should I change?', '**Commit to less, and find out where the time goes'],
    ['Is it a good idea to add a free tier?', '**Add a free tier only if free users can get real value alone'],
    [
      'Engineering says the estimate is 3 months, I think it should be 3 weeks. What do I do?',
      '**Don’t argue the number; change the scope',
    ],
    ['Everything on my roadmap is P0. How do I prioritise?', '**When everything is P0, nothing is'],
    ['When should we kill a feature nobody uses?', '**Kill it when it costs more to keep than it brings'],
    ['We are thinking about sunsetting the old reports module. How do we decide?', '**Kill it when it costs more to keep than it brings'],
    ['Should we pivot? Growth has been flat for 6 months.', '**Don’t decide on a pivot from flat growth alone'],
    ['How do I get engineers to care about the customer?', '**Put engineers in front of customers'],
    ['Our onboarding is confusing. Where do I start?', '**Start from the one action that makes a new user stay'],
    ['What should we do about users who sign up and never come back?', '**Find out whether they never reached the value'],
    ['How do I write a good problem statement?', '**A good problem statement says who has the problem'],
  ])('%s', (text, lead) => {
    const reply = ask(text);
    expect(reply.startsWith(lead)).toBe(true);
    // Advice on how to write something has no trade-off to accept; a decision does.
    if (!/\bhow do i write\b/i.test(text)) expect(reply).toContain('The trade-off');
    expect(questions(reply)).toBe(1);
  });

  it('works out stickiness from the PM’s own ratio', () => {
    const reply = ask('Our DAU/MAU is 0.18. Investors say it should be higher. What should we do?');
    expect(reply).toContain('**A DAU/MAU of 0.18 means the average monthly user comes back about 5.4 days a month (0.18 × 30).**');
    expect(ask('stickiness (DAU/MAU) is 35%, is that good?')).toContain('about 10.5 days a month');
  });

  it('leaves a situation with numbers to work out to the answers that work them out', () => {
    const reply = ask('Free tier idea: 40,000 visitors a month, 6% would sign up free and 3% of those upgrade at $20 a month. Worth it?');
    expect(reply.startsWith('**Add a free tier only if')).toBe(false);
  });
});
