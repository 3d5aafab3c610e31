import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const ask = (content: string) => askCoach(content, { journey: 'validate' });
const VERDICT = /\b(?:wins|is worse|ship the variant|on revenue, (?:yes|no))\b/i;

describe('significance from counts written in prose', () => {
  it.each([
    'Pilot results: variant 312 of 2,400, control 264 of 2,380. Is it significant?',
    'The new onboarding converted 312 of 2,400 sign-ups against 264 of 2,380 on the old one. Did it work?',
    'Control: 2,380 visitors and 264 trials. Treatment: 2,400 visitors and 312 trials. Winner?',
    'Group B had 312/2,400 and group A had 264/2,380 — is B better?',
  ])('names the winner only from arms it could name: %s', (text) => {
    const reply = ask(text);
    expect(reply).toContain('**The variant wins: +1.9 points, and the difference is statistically significant** (p = 0.043 < 0.05).');
    expect(reply).toMatch(/\*\*What I read:\*\* [^\n]*control: 264 of 2,380/);
    expect(reply).toContain('95% interval of the difference: +0.06 points to +3.8 points');
  });

  it('says a small sample is not significant yet, and does not ship on it', () => {
    const reply = ask('Variant: 58 of 500 converted; control: 50 of 500. Did the new pricing page work?');
    expect(reply).toMatch(/^\*\*Not significant yet: \+1\.6 points, p = 0\.4\d{2}\.\*\*/);
    expect(reply).toContain('do not ship on this');
  });

  it.each([
    ['We saw 312 conversions out of 2,400 and 264 out of 2,380. Which is better?', /Which of the two is the control/],
    ['Conversion went from 11% to 13%. Is that significant?', /I still need how many people each rate counts/],
    ['Our two landing pages convert at 11% and 13%. Is that significant?', /I still need the counts of each group/],
    ['The variant converted 312 of 2,400 visitors. Significant?', /I still need the other group's counts/],
  ])('gives no verdict and asks for exactly what is missing: %s', (text, asks) => {
    const reply = ask(text);
    expect(reply).not.toMatch(VERDICT);
    expect(reply).toMatch(asks);
  });

  it.each([
    ['Variant 1,400 of 20,000, control 1,000 of 20,000. Significant?', '(p < 0.001).', 'p < 0.001 (two-sided)'],
    ['We tested a new checkout: 1,000 of 20,000 and 1,400 of 20,000. Is it significant?', '(p < 0.001).', 'p < 0.001 (two-sided)'],
    ['Pilot results: variant 312 of 2,400, control 264 of 2,380. Is it significant?', '(p = 0.043 < 0.05).', 'p = 0.043 (two-sided)'],
  ])('writes a p-value as a PM reads it, never "p = 0" or "p = < 0.001": %s', (text, headline, working) => {
    const reply = ask(text);
    expect(reply).toContain(headline);
    expect(reply).toContain(working);
    expect(reply).not.toMatch(/p = 0\b(?!\.)|p = </);
  });

  it('says "1 point", not "1 points"', () => {
    const reply = ask('How many users per arm to detect a 1-point lift from 57%?');
    expect(reply).toContain('lift to detect: 1 point (57% → 58%)');
    expect(reply).toContain('A smaller true lift than 1 point will usually be missed');
    expect(reply).not.toMatch(/\b1 points\b/);
  });

  it('calls a before-and-after comparison what it is, never a significant win', () => {
    const reply = ask('Before the redesign 4.1% of 8,000 visitors paid; after it, 4.9% of 7,600. Did the redesign work?');
    expect(reply).toMatch(/^\*\*Promising, but not proof: this compares before with after, not a randomised split\.\*\*/);
    expect(reply).not.toMatch(VERDICT);
    expect(reply).toContain('control: about 328 (4.1%) of 8,000 visitors');
  });
});

describe('a price change with its break-even', () => {
  it.each([
    [
      'We want to raise the price from $29 to $35 a month. If we lose 8% of our 4,500 teams, is it worth it?',
      '$130,500 a month',
      '$144,900 a month',
      '17.1%',
    ],
    ['Raise Pro to €12 (it is €10 today); 300 of our 2,000 shops might leave. Worth it?', '€20,000', '€20,400', '16.7%'],
    [
      'We have 3,000 customers on $15/month. Moving the plan to $18/month, we think 200 will churn.',
      '$45,000 a month',
      '$50,400 a month',
      '16.7%',
    ],
  ])('works out revenue before and after from the roles it read: %s', (text, before, after, breakEven) => {
    const reply = ask(text);
    expect(reply).toMatch(/^\*\*On revenue, yes: losing [\d.]+% is under the [\d.]+% break-even, so revenue rises\.\*\*/);
    expect(reply).toContain(before);
    expect(reply).toContain(after);
    expect(reply).toContain(`**${breakEven}**`);
  });

  it('says no when the expected loss is over the break-even', () => {
    const reply = ask('Price increase from $20 to $22 per seat per month; 1,000 seats; we expect 15% to cancel.');
    expect(reply).toMatch(/^\*\*On revenue, no: losing 15% is more than the 9.1% break-even, so revenue falls\.\*\*/);
  });

  it('gives the break-even and asks for the expected loss instead of guessing it', () => {
    const reply = ask('Should we raise the price from $10/month to $12/month? We have 10k subscribers.');
    expect(reply).toMatch(/^\*\*The rise pays for itself as long as you lose fewer than 16.7% of customers\.\*\*/);
    expect(reply).toContain('I still need how many customers you expect to lose');
    expect(reply).not.toMatch(VERDICT);
  });

  it('never calls a price monthly or yearly when the message did not say', () => {
    const reply = ask('Raising the price from $29 to $35 for our 4,500 teams; maybe 8% leave. Worth it?');
    expect(reply).not.toMatch(/a (?:month|year)\b/);
    expect(reply).toContain('per billing period');
  });
});

describe('a sample size from ordinary phrasing', () => {
  it.each([
    ['Our trial-to-paid is 57%. How many users do I need to detect a 4-point lift?', '2,373'],
    ['how many users do I need to see 11 % vs 14 %?', '1,907'],
    ['We convert 20% today; how many users per arm to catch a 2 pp lift?', '6,510'],
  ])('shows what it read and the users per arm: %s', (text, perArm) => {
    const reply = ask(text);
    expect(reply).toContain('**What I read:** baseline:');
    expect(reply).toContain(`rounded up to ${perArm}`);
  });

  it('asks for the lift when only the baseline is given', () => {
    const reply = ask('Our activation is 35%. How many users do I need for an A/B test?');
    expect(reply).toContain('**What I read:** baseline: 35%.');
    expect(reply).toContain('I still need the smallest change worth detecting');
  });
});

describe('a result against the PM’s bar', () => {
  it('judges a result against a bar set for that same rate', () => {
    const reply = ask(
      'Fake-door results: 2,340 users saw the banner, 187 clicked "Plan my week", 41 left their email. We said we would build it if at least 5% clicked.',
    );
    expect(reply).toMatch(/^\*\*Go\.\*\* 8% clears your 5% bar/);
  });

  it('judges the step the bar names, not the first one', () => {
    const reply = ask('Landing page: 900 visitors, 81 clicked Buy, 12 paid. We wanted at least 5% to pay; under 2% we stop.');
    expect(reply).toMatch(/^\*\*Stop\.\*\* 1\.3% is under your 2% stop line/);
    expect(reply).toContain('12 of 900 visitors paid');
  });

  it.each([
    'Fake door test: 1,200 visitors, 96 tapped Upgrade. Our bar was 20% trial-to-paid. Go or no go?',
    'Smoke test: 3,000 visitors and 240 signed up for early access. We wanted 10% to pre-order.',
  ])('gives no verdict when the bar is for another rate than the one measured: %s', (text) => {
    const reply = ask(text);
    expect(reply).toMatch(/^\*\*This result cannot pass or fail your bar:\*\*/);
    expect(reply).not.toMatch(/\*\*(?:Go|Stop|Leaning go|Leaning stop|Not there yet)\.\*\*/);
  });
});

describe('a two-option trade-off', () => {
  it('picks by value per week of work when both values come out in the same unit, naming the assumption', () => {
    const reply = ask(
      'Option 1: SSO, 4 weeks, unlocks 30 enterprise deals a year at $12,000 each with a 25% win rate. Option 2: a mobile app, 10 weeks, 5,000 users a year at 4% conversion and $300 each. Which first?',
    );
    expect(reply).toMatch(/^\*\*Do SSO first:\*\* \$22,500 a year per week of work, against \$6,000 a year for mobile app\./);
    expect(reply).toContain('30 enterprise deals a year × 25% win rate × $12,000 = **$90,000 a year**');
    expect(reply).toContain('**The assumption it rests on:**');
  });

  it('values what it can, and asks for what the other option is worth instead of guessing', () => {
    const reply = ask(
      'Option A: a referral program, 3 weeks of work, might add 400 sign-ups a month at 20% trial-to-paid and $40/month. Option B: annual billing, 2 weeks, 15% of our 2,000 customers might switch and prepay. Which should we do first?',
    );
    expect(reply).toMatch(/^\*\*I can't pick between them yet:\*\*/);
    expect(reply).toContain('400 sign-ups a month × 20% trial-to-paid × $40 a month = **$3,200 more monthly revenue each month**');
    expect(reply).toContain('I still need what one customer is worth for annual billing');
    expect(reply).not.toMatch(/\*\*(?:Do|Build) /);
  });
});
