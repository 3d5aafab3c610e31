import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const ask = (content: string) => askCoach(content);

describe('a funnel’s leak and its worth', () => {
  it.each([
    [
      'Our funnel: 10,000 visitors, 2,000 sign-ups, 800 activated, 200 paid. Where is the biggest leak and what is fixing it worth at $50/month?',
      'visitors → sign-ups',
      '8,000 of 10,000',
      '$500 more monthly revenue',
    ],
    [
      'Where do we lose people? 5,000 installs, 4,100 opened, 1,200 added a card, 900 bought a plan for $120 a year',
      'opened → added a card',
      '2,900 of 4,100',
      '$3,690 more yearly revenue',
    ],
  ])('names the biggest drop and what a point won back there is worth: %s', (text, drop, lost, worth) => {
    const reply = ask(text);
    expect(reply).toContain(`**The biggest leak is ${drop}: ${lost} lost`);
    expect(reply).toContain(worth);
    expect(reply).toContain('**What I read:**');
  });

  it('asks what a conversion is worth instead of guessing a price', () => {
    const reply = ask('Funnel this week: 3,000 visitors, 600 trials, 90 paid. Where is the leak?');
    expect(reply).toContain('**The biggest leak is visitors → trials');
    expect(reply).toContain('Tell me what one paid is worth');
  });
});

describe('LTV, LTV:CAC and payback', () => {
  it.each([
    [
      'CAC is $300, ARPU $40 a month, gross margin 80%, monthly churn 3%. What is our LTV:CAC and payback?',
      '**LTV $1,067, LTV:CAC 3.6:1, payback in 9.4 months.**',
    ],
    ['We pay $900 to acquire a customer who pays $600 a year at a 70% margin; annual churn is 30%. Payback?', 'payback in 25.7 months'],
  ])('works them out from the figures by their names: %s', (text, expected) => {
    expect(ask(text)).toContain(expected);
  });

  it('reads yearly figures as yearly and says the monthly figure it used', () => {
    const reply = ask('We pay $900 to acquire a customer who pays $600 a year at a 70% margin; annual churn is 30%. Payback?');
    expect(reply).toContain('revenue per customer: $600 a year ($50 a month)');
    expect(reply).toContain('churn: 30% a year (2.93% a month)');
  });

  it('asks for exactly the figures it lacks', () => {
    const reply = ask('Our CAC is $1,200 and customers pay $99 a month. What is the payback?');
    expect(reply).toContain('**What I read:** CAC: $1,200; revenue per customer: $99 a month.');
    expect(reply).toContain('I still need your gross margin and your monthly churn');
    expect(reply).not.toMatch(/payback in/);
  });
});
