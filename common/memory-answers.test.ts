import { describe, expect, it } from 'vitest';
import { extractMemories } from './memory';
import { answerValue } from './memory-answers';

describe('answerValue: the short value kept for a questionnaire answer', () => {
  it.each([
    ['Ledgerly, an invoicing app for freelancers. This PRD is about automatic payment reminders.', 'Ledgerly'],
    ["It's called Ledgerly and this PRD is about reminders", 'Ledgerly'],
    ['Ledgerly — automatic payment reminders', 'Ledgerly'],
    ['Ledgerly payment reminders PRD.', 'Ledgerly'],
    ['the invoice creation flow in Ledgerly', 'Ledgerly'],
    ['Acme Notes', 'Acme Notes'],
  ])('keeps the name of %j', (answer, name) => {
    expect(answerValue('product_name', answer)).toBe(name);
  });

  it('keeps the first sentence or clause of the other answers, without filler', () => {
    expect(answerValue('target_audience', 'Mainly freelance designers who bill by the hour; agencies are out of scope.')).toBe(
      'freelance designers who bill by the hour',
    );
    expect(answerValue('pain_points', 'They forget to chase late invoices. 30% of invoices are paid late.')).toBe(
      'They forget to chase late invoices',
    );
    expect(answerValue('pain_points', '"I order flour by phone every Friday and always forget something." It takes an hour.')).toBe(
      '“I order flour by phone every Friday and always forget something”',
    );
    expect(answerValue('success_metric', 'On-time payment rate, currently 62%, target 80% by Q4')).toBe(
      'On-time payment rate, currently 62%, target 80% by Q4',
    );
  });

  it('cuts a long answer at a clause boundary under 160 characters', () => {
    const value = answerValue('goal', `Grow revenue, ${'and keep every customer we have today happy with faster support, '.repeat(4)}`);
    expect(value.length).toBeLessThanOrEqual(160);
    expect(value.startsWith('Grow revenue')).toBe(true);
  });
});

describe('extractMemories: ordinary phrasing and figures', () => {
  const facts = (text: string) => Object.fromEntries(extractMemories(text).map((m) => [m.key, m.value]));

  it('reads complaints, figures and goals said in passing', () => {
    expect(
      facts('The biggest complaint is that invoices get paid late. Monthly churn is 3.1 %. We want to cut churn to 2% by Q4.'),
    ).toEqual({
      pain_points: 'invoices get paid late',
      metric_monthly_churn: '3.1 %',
      business_goals: 'cut churn to 2% by Q4',
    });
    expect(facts('Our activation rate is currently 22%.')).toEqual({ metric_activation_rate: '22%' });
    expect(facts('We get 2,500 visitors a week.')).toEqual({ metric_visitors: '2,500 a week' });
    expect(facts('Users drop off at the payment step on mobile.')).toEqual({ pain_points: 'Users drop off at the payment step on mobile' });
  });

  it('reads the name, the complaint and shares of a whole said in one breath, and the facts before a question', () => {
    expect(
      facts(
        'We make Ledgerly, invoicing for freelance designers. The biggest complaint is that clients pay late, about 40% of invoices are overdue.',
      ),
    ).toEqual({
      product_name: 'Ledgerly',
      target_audience: 'freelance designers',
      pain_points: 'clients pay late, about 40% of invoices are overdue',
      metric_invoices_overdue: '40%',
    });
    expect(answerValue('pain_points', 'clients pay late, about 40% of invoices are overdue')).toBe('clients pay late');
    expect(facts('The PRD is about self-serve onboarding for Crewbase, a scheduling tool for restaurant managers.')).toMatchObject({
      product_name: 'Crewbase',
    });
    expect(facts('62% of people who start checkout drop off at the shipping step.')).toEqual({
      pain_points: 'people who start checkout drop off at the shipping step',
      metric_people_drop_off: '62%',
    });
    expect(facts('We have 12,000 customers paying $30/month and churn is 3.1 %, what is cutting churn to 2 % worth?')).toEqual({
      metric_churn: '3.1 %',
    });
  });

  it('finds no figure in a question or a sentence without a metric', () => {
    expect(facts('Is churn 3%?')).toEqual({});
    expect(facts('The app is slow.')).toEqual({});
  });
});
