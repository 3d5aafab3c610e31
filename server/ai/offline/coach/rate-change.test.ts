import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

describe('the value of moving a rate says which period it read', () => {
  it.each([
    'We have 12,000 customers paying $30/month and churn is 3.1%: what is cutting it to 2% worth?',
    'Churn is 4% with 8,000 subscribers at €12 a month. What is reducing it to 3% worth?',
    'Our 2,500 teams pay $99 a month; if we got churn from 5% to 4%, how much is that worth?',
  ])('%s → the rates are read as a month’s, out loud', (message) => {
    const reply = askCoach(message);
    expect(reply).toContain('a month');
    expect(reply).toContain('**Read as monthly:**');
  });

  it('says nothing of the period when the rates are written as monthly', () => {
    const reply = askCoach('12,000 customers pay $30/month; monthly churn is 3.1%. What is cutting monthly churn to 2% worth?');
    expect(reply).toContain('a month');
    expect(reply).not.toContain('Read as monthly');
  });

  it.each([
    'Annual churn is 20% across 5,000 customers paying $40 a month. What is getting annual churn to 15% worth?',
    'We lose 18% of our 3,000 accounts a year at $50/month; what would 12% a year be worth?',
  ])('%s → a yearly rate is never worked out as a monthly one', (message) => {
    const reply = askCoach(message);
    expect(reply).not.toMatch(/kept a month|every month \*\*|kept every month/);
  });
});
