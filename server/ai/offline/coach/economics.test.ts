import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const ask = (content: string) => askCoach(content);

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
