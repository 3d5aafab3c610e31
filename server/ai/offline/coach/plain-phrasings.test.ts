import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const ask = (content: string) => askCoach(content);

describe('questions written without the words a rule waits for are read by the shape of their numbers', () => {
  it.each([
    [
      'We had 9,000 installs in Jan, 3,100 still opening it at day 7, 1,900 at day 30. Is that good?',
      'Jan: 9,000 at the start, 3,100 active at day 7, 1,900 active at day 30',
      '**Is that good?** The shape says yes more than the level does',
    ],
    [
      'Tidepool: 4,000 downloads in Feb, 1,480 around at week 2, 1,150 at week 6, 1,090 at week 10.',
      'Feb: 4,000 at the start, 1,480 active at week 2, 1,150 active at week 6, 1,090 active at week 10',
      '**The curve is flattening:**',
    ],
    [
      'March cohort 2,400 signups, 1,020 active week 1, 610 week 4, 560 week 8. April cohort 2,900, 1,100 week 1, 640 week 4.',
      'March: 2,400 at the start, 1,020 active at week 1, 610 active at week 4, 560 active at week 8; April: 2,900 at the start, 1,100 active at week 1, 640 active at week 4',
      'At week 1, April keeps 37.9% against March’s 42.5%: 4.6 points lower.',
    ],
  ])('a cohort: %s', (text, read, shape) => {
    const reply = ask(text);
    expect(reply).toContain(read);
    expect(reply).toContain(shape);
  });

  it.each([
    [
      'Trial starts 5,400 → activated 2,150 → paid 610 last month. Where do we bleed most and what’s 3 points worth? A paid customer is worth $1,200/yr.',
      'trial starts: 5,400 → activated: 2,150 → paid: 610',
      "about 46 more people reach “paid” each month. Each of them pays $1,200 a year, so each month's trial starts bring **$55,155 a year more**.",
    ],
    [
      'Landing page: 3,200 visits → 410 waitlist signups → 38 paid deposits. What should I fix?',
      'visits: 3,200 → waitlist signups: 410 → paid deposits: 38',
      '**Fix visits → waitlist signups first: it loses the most people, 2,790 of 3,200 (87.2%).**',
    ],
    [
      'store visits 12,000 -> carts 1,900 -> checkouts 700 -> orders 520',
      'store visits: 12,000 → carts: 1,900 → checkouts: 700 → orders: 520',
      '**Fix store visits → carts first',
    ],
  ])('a funnel written as a chain: %s', (text, read, answer) => {
    const reply = ask(text);
    expect(reply).toContain(read);
    expect(reply).toContain(answer);
  });

  it.each([
    [
      'We spend roughly $310 to land a customer, they pay $45 a month at 75% margin and about 4% leave each month. Are we ok?',
      '**Nearly: LTV $844, LTV:CAC 2.7:1, payback in 9.2 months.**',
      'To reach 3:1, monthly churn must fall from 4% to 3.6%, or CAC from $310 to $281.',
    ],
    [
      'It costs us €95 to acquire an account; accounts pay €20/month, 70% margin, 2% cancel every month.',
      '**LTV €700, LTV:CAC 7.4:1, payback in 6.8 months.** That clears the usual bars',
      'CAC: €95; revenue per customer: €20 a month; gross margin: 70%; churn: 2% a month',
    ],
  ])('unit economics without the acronyms: %s', (text, headline, detail) => {
    const reply = ask(text);
    expect(reply).toContain(headline);
    expect(reply).toContain(detail);
  });

  it.each([
    [
      'Thinking of moving from €15 to €19/month. We have 2,300 Pro users, how many can we lose before it’s a bad idea?',
      "**You can lose up to 484 of your 2,300 Pro users (21.1%) before revenue falls below today's €34,500 a month.**",
      'Pro users you must keep: €34,500 ÷ €19 = 1,815.8, so keep 1,816 and you can lose **484**',
    ],
    [
      'Cutting price from $99 to $79 a year — how many more customers do we need? we have 1,100.',
      '**A cut from $99 to $79 pays only if it brings 25.3% more customers: about 279 on top of your 1,100, just to keep revenue level.**',
      '$99 ÷ $79 − 1 = **25.3% more customers**',
    ],
  ])('a price move without the word price: %s', (text, headline, working) => {
    const reply = ask(text);
    expect(reply).toContain(headline);
    expect(reply).toContain(working);
  });

  it('does not read a revenue goal as a price move', () => {
    expect(ask('ARR went from $1.2M to $1.5M a year this year with 300 customers. What next?')).not.toContain('Break-even loss');
  });
});

describe('no verdict from numbers that cannot carry one', () => {
  it('calls counts worked out from rounded rates too close to call when the p-value could fall on either side of 0.05', () => {
    const reply = ask('Checkout test — B converted 6.1% on 8,800 sessions, A 5.4% on 8,750. Ship B?');
    expect(reply).toContain('**Too close to call from rounded rates: +0.7 points, p = 0.048, right at the 0.05 line.**');
    expect(reply).toContain('the p-value could be anywhere from 0.025 to 0.085');
    expect(reply).not.toContain('ship the variant');
  });

  it('still calls a result whose rounded rates leave it clear of 0.05 either way', () => {
    const reply = ask('Checkout test: B converted 7.9% on 8,800 sessions, A 5.4% on 8,750. Ship B?');
    expect(reply).toContain('**The variant wins: +2.5 points, and the difference is statistically significant**');
  });

  it('reads last month against this fortnight as before and after, not as a test', () => {
    const reply = ask(
      'We ran the new paywall for two weeks: 41 upgrades out of 1,900 who saw it. Last month before the change we had 30 upgrades from 2,000 viewers. Did it work?',
    );
    expect(reply).toContain('**Not shown: this compares before with after, not a randomised split.**');
    expect(reply).not.toMatch(/ship the variant|variant wins/i);
  });

  it('says what a verdict on an old and a new flow assumes when no split was stated', () => {
    const reply = ask('Our onboarding redesign: old flow 1,180 of 4,020 finished setup, new flow 1,402 of 3,950. Real or noise?');
    expect(reply).toContain('This assumes both versions ran at the same time with people split between them at random');
  });

  it('does not judge a click rate against a bar set for trial-to-paid', () => {
    const reply = ask('We got 22% click rate on the fake door button. Our trial-to-paid bar is 15%. Go?');
    expect(reply).toContain('**No call yet: your 15% bar is for trial-to-paid, and 22% is a click rate on the fake door button.**');
    expect(reply).toContain('how many people saw it, and how many of them reached trial, and how many of those paid?');
    expect(reply).not.toMatch(/\*\*Go\b/);
  });

  it('asks for the counts behind two rates of a running test and warns against stopping on a look', () => {
    const reply = ask('the test is at 4.2% vs 3.9%, should we stop it?');
    expect(reply).toContain("**I can't tell yet whether the difference is real.**");
    expect(reply).toContain('stop at the sample size you fixed before the test started');
  });

  it('does not credit a launch with a weekly count that rose after it', () => {
    const reply = ask('Signups went from 820/week to 1,050/week after we launched the referral program. Is that the referral program?');
    expect(reply).toContain(
      "**Signups rose by 230 a week (+28%), from 820 to 1,050; from these two numbers alone I can't say the referral program caused it.**",
    );
    expect(reply).toContain('how many of the 1,050 a week came through the referral program itself');
  });

  it.each([
    [
      'We have churn of 3%. Is that bad?',
      '**One question:** is the 3% a month or a year?',
      'If it is 3% a month: 30.6% of customers gone within a year',
    ],
    [
      'Our monthly churn is 1.5%, is that bad?',
      '**1.5% a month: 16.6% of customers gone within a year',
      'What I read:** churn: 1.5% a month.',
    ],
    ['Annual logo churn is 12%', '**12% a year: about 1.06% a month', 'What I read:** churn: 12% a year.'],
  ])('reads one churn rate with its period, or asks for it: %s', (text, first, second) => {
    const reply = ask(text);
    expect(reply).toContain(first);
    expect(reply).toContain(second);
  });

  it('values two options by their chance and asks for the period when one amount has none', () => {
    const reply = ask(
      'Option A: rebuild search, 60% chance it lifts retention, worth $400k ARR if it works, costs 2 engineers for a quarter. Option B: SSO, 90% chance of closing $250k of enterprise deals, 1 engineer for 6 weeks. Which first?',
    );
    expect(reply).toContain(
      '**Rebuild search:** 60% chance × $400,000 ARR = **$240,000 a year**, for 26 person-weeks of work (2 people × 13 weeks)',
    );
    expect(reply).toContain('**SSO:** 90% chance × $250,000 = **$225,000**, for 6 weeks of work');
    expect(reply).toContain('whether SSO’s $250,000 is revenue a year too');
    expect(reply).toContain('If it is a year too, SSO comes first: $37,500 a year per week of work, against $9,231 for rebuild search.');
    expect(reply).not.toContain('ICE');
  });

  it('picks between options valued in the same unit by value per week of work', () => {
    const reply = ask(
      'Option A: usage alerts, 70% chance of saving $120k ARR, 3 weeks. Option B: a new dashboard, 40% chance of $300k ARR, 2 engineers for 2 months.',
    );
    expect(reply).toContain('**Do usage alerts first:**');
  });

  it('keeps a segment size out of the OKR targets', () => {
    const reply = ask(
      'Write OKRs for our goal: make self-serve onboarding good enough that sales never has to do a demo for teams under 20 seats.',
    );
    expect(reply).not.toMatch(/KR1:[^\n]* to 20\b/);
    expect(reply).toContain('baseline measured this week');
  });
});

describe('more shapes a PM writes numbers in', () => {
  it('reads a funnel written as a count and a rate per step', () => {
    const reply = ask('Signup page 20k visits/month, 8% start signup, 60% of those finish, 25% of finishers activate. Where to focus?');
    expect(reply).toContain('visits: 20,000 → start signup: 8% (1,600) → finish: 60% (960) → activate: 25% (240)');
    expect(reply).toContain('**Fix visits → start signup first: it loses the most people, 18,400 of 20,000 (92%).**');
  });

  it('reads a cohort counted "after N months"', () => {
    const reply = ask('Of 500 teams that started in Q1, 410 were still paying after 3 months and 350 after 6 months.');
    expect(reply).toContain('Q1: 500 at the start, 410 active at month 3, 350 active at month 6');
  });

  it('reads the new price after "we want"', () => {
    const reply = ask(
      'Price for Pro is £8 per seat; we want £10. Roughly 2,000 seats, and sales thinks 10% will downgrade to Free. Is it worth it?',
    );
    expect(reply).toContain('price: £8 → £10; 2,000 seats paying today; expected loss: 10% of them');
    expect(reply).toContain('**On revenue, yes: losing 10% is under the 20% break-even, so revenue rises.**');
  });

  it('reads ACV as yearly revenue and annual logo churn as yearly churn', () => {
    const reply = ask('CAC is $14,000 per closed deal, ACV $9,600, 85% gross margin, 10% annual logo churn.');
    expect(reply).toContain(
      'CAC: $14,000; revenue per customer: $9,600 a year ($800 a month); gross margin: 85%; churn: 10% a year (0.87% a month)',
    );
  });

  it('tests two rates over one group size written once', () => {
    const reply = ask('The experiment: 4.8% vs 5.3%, n=3,000 each arm. significant?');
    expect(reply).toContain('first group: about 144 (4.8%) of 3,000; second group: about 159 (5.3%) of 3,000');
    expect(reply).toContain('not statistically significant** (p = 0.377)');
  });

  it('writes a confidence level as a clean significance level', () => {
    const reply = ask('Our activation is around 40%. If we want to detect a 2-point improvement with 95% confidence how many users?');
    expect(reply).toContain('with α = 0.05 two-sided');
  });

  it('does not read two markets’ counts as a conversion, and says counts are not rates', () => {
    const reply = ask('We launched in Germany: 310 signups first week vs 290 in France at launch. Is Germany doing better?');
    expect(reply).toContain(
      "**Germany's 310 against France's 290 signups is 20 more (+7%), and raw counts cannot say which is doing better.**",
    );
    expect(reply).toContain('counts this size vary by about ±24');
    expect(reply).not.toContain('93.5%');
  });

  it('weighs requests by who asked when the message says some askers weigh more', () => {
    const reply = ask(
      'Should we build dark mode or bulk edit first? Dark mode requests: 40 tickets. Bulk edit: 12 tickets but from our 5 biggest accounts.',
    );
    expect(reply).toContain('**By count, dark mode leads (40 against 12), but the count is the wrong scale here');
    expect(reply).toContain('what share of revenue do the accounts asking for bulk edit bring');
    expect(reply).not.toContain('ICE');
  });

  it('ranks by requests, with the caveat, when nothing says some weigh more', () => {
    const reply = ask('Should we do CSV export or Slack alerts first? CSV export: 31 requests. Slack alerts: 18 requests.');
    expect(reply).toContain('**On requests, CSV export first: 31 against 18 for Slack alerts.**');
  });
});

describe('results without a verdict the numbers cannot carry', () => {
  it('leans, without calling it, when the interval still reaches the kill line', () => {
    const reply = ask('Kill criteria was 5% reply rate. We sent 400 emails and got 17 replies. Kill it?');
    expect(reply).toContain(
      '**Leaning stop.** 4.3% is under your 5% stop line (as you set it), but the 95% interval (2.7%–6.7%) still reaches it.',
    );
  });

  it('asks for the counts behind two lettered versions’ rates', () => {
    const reply = ask('Email A got 22% opens, email B 25% opens. Which is better?');
    expect(reply).toContain("**I can't tell yet whether the difference is real.**");
  });

  it('reads a group and the share of it that converted, week against week, as before and after', () => {
    const reply = ask('We got 1,000 visitors and 4% converted last week, this week 5% of 1,200. Did the new hero image work?');
    expect(reply).toContain('**Not shown: this compares before with after, not a randomised split.**');
    expect(reply).toContain('control: about 40 (4%) of 1,000 visitors; variant: about 60 (5%) of 1,200');
    expect(reply).not.toContain('week 5');
  });

  it('gives the loss a percentage price rise can bear, without guessing the loss', () => {
    const reply = ask('If we raise prices 20%, how many customers will we lose?');
    expect(reply).toContain('a 20% rise pays for itself as long as you lose fewer than 16.7% of paying customers');
    expect(reply).not.toContain('sample');
  });

  it('asks when a lone retention rate was measured instead of judging it', () => {
    const reply = ask('Retention is 60%. Good?');
    expect(reply).toContain('**60% retention can be strong or weak');
    expect(reply).toContain('at which point (day 30, month 3, a year)?');
  });
});

describe('two segments’ rates', () => {
  it.each([
    [
      'Conversion rate is 3.1% on mobile and 5.4% on desktop. Should we prioritise desktop?',
      'mobile at 3.1% has more room to grow than desktop at 5.4%',
    ],
    [
      'Activation is 41% for self-serve and 63% for sales-led. Where should we focus?',
      'self-serve at 41% has more room to grow than sales-led at 63%',
    ],
  ])('asks for the traffic behind each before saying where to work: %s', (text, headline) => {
    const reply = ask(text);
    expect(reply).toContain(headline);
    expect(reply).toContain('how many visitors does each get a month?');
  });
});

describe('numbers read right in the last read before landing', () => {
  it('reads "not renew" as the expected loss of a price rise', () => {
    const reply = ask(
      'Annual plan goes from $240 to $290 next month. 1,800 annual subscribers. Marketing expects maybe 150 of them to not renew. Does it pay off?',
    );
    expect(reply).toContain('expected loss: 150 of them (8.3%)');
    expect(reply).toContain('After: 1,800 × (1 − 8.3%) = 1,650 × $290 = **$478,500**');
  });

  it('reads "split 50/50" as how traffic was divided, not as 50 of 50 conversions', () => {
    const reply = ask(
      'Two onboarding versions ran at the same time, split 50/50: v1 had 612 activations from 4,100 signups, v2 had 701 from 4,080. Which one wins?',
    );
    expect(reply).toContain('first group: 612 of 4,100; second group: 701 of 4,080');
    expect(reply).not.toContain('50 of 50');
  });

  it('reads an acquisition cost named a few words before its amount', () => {
    const reply = ask(
      'We acquire clinics for about £900 each, they pay £120/month, margin is 70%, and roughly 2% cancel monthly. Good business?',
    );
    expect(reply).toContain('CAC: £900; revenue per customer: £120 a month; gross margin: 70%; churn: 2% a month');
  });
});
