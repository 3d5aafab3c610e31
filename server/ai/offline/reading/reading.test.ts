import { describe, expect, it } from 'vitest';
import { figuresIn, normalised } from './figures';
import { readArms } from './read-arms';
import { readPrice } from './read-price';
import { readRates } from './read-rates';

describe('figures', () => {
  it('keeps digits as written and reads written numbers', () => {
    expect(normalised('variant 312 of 2,400, control 264 of 2,380')).toBe('variant 312 of 2,400, control 264 of 2,380');
    expect(normalised('about forty thousand users and twenty-five percent of them')).toBe('about 40000 users and 25 percent of them');
    expect(normalised('on the old one')).toBe('on the old one');
    expect(normalised('two hundred and ten teams, twelve thousand five hundred visits')).toBe('210 teams, 12500 visits');
    expect(normalised('1.2 million designers, 3 thousand shops')).toBe('1.2 million designers, 3 thousand shops');
    expect(figuresIn(normalised('1.2 million designers')).map((f) => f.value)).toEqual([1_200_000]);
  });

  it('tells shares, points, money and counts apart, with the period written after them', () => {
    const figures = figuresIn(normalised('57% today, a 4-point lift, $29/month, €1.2k a year, 2,400 visitors, 3 pp'));
    expect(figures.map((f) => [f.value, f.kind, f.per ?? null])).toEqual([
      [57, 'percent', null],
      [4, 'points', null],
      [29, 'money', 'month'],
      [1200, 'money', 'year'],
      [2400, 'count', null],
      [3, 'points', null],
    ]);
  });

  it('leaves years, quarters and requirement ids alone', () => {
    expect(figuresIn('In Q3 2025 we shipped R2 and v2').map((f) => f.value)).toEqual([]);
  });
});

describe('readArms', () => {
  const certain = { controlConversions: 264, controlVisitors: 2380, variantConversions: 312, variantVisitors: 2400 };

  it.each([
    'Pilot results: variant 312 of 2,400, control 264 of 2,380. Is it significant?',
    'Control 264 of 2,380, variant 312 of 2,400 — did it work?',
    'The new checkout converted 312 of 2,400 visitors against 264 of 2,380 on the old one.',
    'Control: 2,380 visitors and 264 sign-ups. Treatment: 2,400 visitors and 312 sign-ups.',
    'Group B had 312/2,400 and group A had 264/2,380.',
    'After two weeks the treatment shows 312 conversions out of 2,400; the holdout 264 out of 2,380.',
  ])('reads each arm by its name: %s', (text) => {
    const reading = readArms(text);
    expect(reading.input).toEqual(certain);
    expect(reading.missing).toEqual([]);
    expect(reading.nonRandomised).toBe(false);
  });

  it('never takes the order for the roles: unnamed groups leave the control to ask about', () => {
    const reading = readArms('We saw 312 conversions out of 2,400 and 264 out of 2,380.');
    expect(reading.input).toEqual({});
    expect(reading.read).toEqual(['first group: 312 of 2,400', 'second group: 264 of 2,380']);
    expect(reading.missing.map((m) => m.field)).toEqual(['controlConversions']);
    expect(reading.missing[0]?.ask).toMatch(/which of the two groups is the control/);
  });

  it('asks for the counts when only one group or only rates are given', () => {
    expect(readArms('The variant converted 312 of 2,400 visitors.').missing[0]?.ask).toMatch(/other group/);
    expect(readArms('Conversion went from 11% to 13%. Is that significant?').missing[0]?.ask).toMatch(/counts of each group/);
  });

  it('calls a before-and-after comparison what it is, and marks counts worked out from shares', () => {
    const reading = readArms('Before the redesign 4.1% of 8,000 visitors paid; after, 4.9% of 7,600.');
    expect(reading.nonRandomised).toBe(true);
    expect(reading.input).toEqual({ controlConversions: 328, controlVisitors: 8000, variantConversions: 372, variantVisitors: 7600 });
    expect(reading.read[0]).toBe('control: about 328 (4.1%) of 8,000 visitors');
  });
});

describe('readRates', () => {
  it.each([
    ['Our trial-to-paid is 57%. How many users do I need to detect a 4-point lift?', 0.57, 0.61],
    ['how many users do I need to see 11 % vs 14 %?', 0.11, 0.14],
    ['Sample size to go from 11% to 14%?', 0.11, 0.14],
    ['How many users per arm to detect a 2 pp lift? We convert 20% today.', 0.2, 0.22],
    ['Activation is 35%; we want to detect a lift of 3 percentage points', 0.35, 0.38],
  ])('reads the baseline and the target: %s', (text, baseline, target) => {
    const reading = readRates(text);
    expect(reading.input.baselineRate).toBeCloseTo(baseline, 10);
    expect(reading.input.targetRate).toBeCloseTo(target, 10);
    expect(reading.missing).toEqual([]);
  });

  it('reads a bare percentage lift as relative and says what points would give', () => {
    const reading = readRates('We convert 3.2% of visitors; we want to detect a 10% improvement at 90% power');
    expect(reading.input).toMatchObject({ baselineRate: 0.032, power: 0.9, alpha: 0.05, sides: 2 });
    expect(reading.input.targetRate).toBeCloseTo(0.0352, 10);
    expect(reading.assumed[0]).toBe('"10%" as a relative lift; 10 points would be 13.2%');
  });

  it('reads power, confidence and sides when written, and says the defaults otherwise', () => {
    const written = readRates('From 11% to 14% at 90% power and 99% confidence, one-sided');
    expect(written.input.power).toBeCloseTo(0.9, 10);
    expect(written.input.alpha).toBeCloseTo(0.01, 10);
    expect(written.input.sides).toBe(1);
    expect(readRates('from 11% to 14%').assumed).toEqual(['80% power', '5% significance', 'a two-sided test']);
  });

  it('takes a baseline the chat already holds, and says where it came from', () => {
    const reading = readRates('how many users to detect a 2-point lift?', { rate: 0.11, name: 'weekly order conversion' });
    expect(reading.input.targetRate).toBeCloseTo(0.13, 10);
    expect(reading.read[0]).toBe('baseline: 11% (weekly order conversion, from earlier in this chat)');
  });

  it.each([
    'How many visitors do I need for an A/B test?',
    'How many users do I need to detect a 4-point lift?',
    'Our conversion is 12%. How many users do I need?',
  ])('asks for exactly what is missing: %s', (text) => {
    const reading = readRates(text);
    expect(reading.missing.length).toBeGreaterThan(0);
    expect(reading.input.targetRate).toBeUndefined();
  });
});

describe('readPrice', () => {
  it.each([
    ['We want to raise the price from $29 to $35 a month. If we lose 8% of our 4,500 teams, is it worth it?', 29, 35, 4500, 0.08, 'month'],
    ['Raise Pro to €12 (it is €10 today); 300 of our 2,000 shops might leave.', 10, 12, 2000, 0.15, undefined],
    ['$49 → $59 per seat, 1,200 seats, churn 5%', 49, 59, 1200, 0.05, undefined],
    ['Price goes up to $99 from $79 annually for our 800 clinics and maybe 10% cancel', 79, 99, 800, 0.1, 'year'],
    ['We have 3,000 customers on $15/month. Moving them to $18/month, we think 200 will churn.', 15, 18, 3000, 200 / 3000, 'month'],
  ])('reads prices, customers and the loss by their roles: %s', (text, price, newPrice, customers, churn, period) => {
    const reading = readPrice(text);
    expect(reading.input).toMatchObject({ price, newPrice, customers });
    expect(reading.input.churnRate).toBeCloseTo(churn, 10);
    expect(reading.period).toBe(period);
    expect(reading.missing).toEqual([]);
  });

  it('asks for the expected loss rather than guessing it', () => {
    const reading = readPrice('Should we move from $10/month to $12/month? We have 10k subscribers.');
    expect(reading.input).toEqual({ price: 10, newPrice: 12, customers: 10000 });
    expect(reading.missing.map((m) => m.field)).toEqual(['churnRate']);
  });

  it('claims no period the message did not write', () => {
    expect(readPrice('from $29 to $35 for 4,500 teams, losing 8%').period).toBeUndefined();
  });
});
