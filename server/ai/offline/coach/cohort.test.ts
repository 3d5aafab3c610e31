import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const ask = (content: string) => askCoach(content);

describe('cohort retention read from counts in prose', () => {
  it.each([
    [
      'Of 1,200 who signed up in March, 540 were active in week 4 and 380 in week 8. How is our retention?',
      '**Of March’s 1,200, 45% were active at week 4, 31.7% at week 8.**',
      'March: 1,200 at the start, 540 active at week 4, 380 active at week 8',
      '**No plateau yet:** between week 4 and week 8 it still lost 8.4% of the people still there each week',
    ],
    [
      '540 of the 1,200 March sign-ups were active in week 4, 380 in week 8. Retention?',
      '**Of March’s 1,200, 45% were active at week 4, 31.7% at week 8.**',
      'March: 1,200 at the start, 540 active at week 4, 380 active at week 8',
      '**No plateau yet:**',
    ],
    [
      'We onboarded 800 clinics in Q1. 610 were still using it after month 1, 520 after month 3 and 470 after month 6. Is retention flattening?',
      '**Of Q1’s 800, 76.3% were active at month 1, 65% at month 3, 58.8% at month 6.**',
      'Q1: 800 at the start, 610 active at month 1, 520 active at month 3, 470 active at month 6',
      '**The curve is flattening:** up to month 1 it lost 23.8% of the people still there each month; between month 3 and month 6, 3.3% each month.',
    ],
    [
      'Retention question: 2,000 people installed Tidepool in January; 45% were active on day 7 and 20% on day 30.',
      '**Of January’s 2,000, 45% were active at day 7, 20% at day 30.**',
      'January: 2,000 at the start, 45% (about 900) active at day 7, 20% (about 400) active at day 30',
      '**No plateau yet:**',
    ],
    [
      'Our January cohort had 950 users and 300 were active in week 12. Good retention?',
      '**Of January’s 950, 31.6% were active at week 12.**',
      'January: 950 at the start, 300 active at week 12',
      'With one checkpoint I cannot tell whether the curve flattens',
    ],
  ])('shows each checkpoint with its period and reads the curve’s shape: %s', (text, headline, read, shape) => {
    const reply = ask(text);
    expect(reply).toContain(headline);
    expect(reply).toContain(`**What I read:** ${read}.`);
    expect(reply).toContain(shape);
  });

  it('compares two cohorts at the period both were counted at, as a question, not a verdict', () => {
    const reply = ask(
      'March cohort: 1,200 sign-ups; 540 still active at week 4, 380 at week 8. April cohort: 1,500 sign-ups; 600 active at week 4.',
    );
    expect(reply).toContain('| April | 1,500 | 40% (600) |  |');
    expect(reply).toContain('At week 4, April keeps 40% against March’s 45%: 5 points lower.');
    expect(reply).toContain('not as proof that a change worked');
  });

  it.each([
    ['How is our retention? 540 were active in week 4 and 380 in week 8.', 'how many people the cohort started with'],
    ['Our March cohort was 1,200 sign-ups. What does retention look like?', 'how many of them were still active, and when'],
    ['Of 1,200 who signed up, 540 came back. Retention?', 'which week or month each active count is from'],
    ['Of 500 who signed up in May, 640 were active in week 2. Retention?', 'an active count is larger than the cohort it belongs to'],
  ])('reads no curve and asks for exactly what is missing: %s', (text, asks) => {
    const reply = ask(text);
    expect(reply).toContain('**I can read the retention curve once I have');
    expect(reply).toContain(asks);
    expect(reply).not.toMatch(/flattening:|No plateau/);
  });

  it.each([
    'what should our retention strategy be?',
    'Give me 3 retention metrics for our 2 products',
    'Our week-4 retention is 45%; how many users do I need to detect a 3-point lift?',
    'We have 12,000 customers paying $30/month and monthly retention is 96.9%, what is improving retention to 98% worth?',
  ])('leaves a retention question that is not a cohort read to the other answers: %s', (text) => {
    expect(ask(text)).not.toContain('I can read the retention curve');
  });

  it('values a better retention rate as customers kept, not converted', () => {
    const reply = ask(
      'We have 12,000 customers paying $30/month and monthly retention is 96.9%, what is improving retention to 98% worth?',
    );
    expect(reply).toContain('132 more customers kept every month × $30');
  });
});
