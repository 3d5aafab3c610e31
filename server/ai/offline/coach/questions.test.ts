import { describe, expect, it } from 'vitest';
import type { JourneyType } from '../../../../common/constants';
import type { ChatTurn } from '../../types';
import { coachReply } from '../chat-coach';

/** A free chat (no questionnaire): each message gets the coach's reply before the next is sent. */
function talk(journey: JourneyType, turns: string[]): string[] {
  const messages: ChatTurn[] = [];
  return turns.map((content) => {
    messages.push({ role: 'user', content });
    const reply = coachReply({ journeyType: journey, messages: [...messages], memories: [] });
    messages.push({ role: 'assistant', content: reply });
    return reply;
  });
}
const one = (journey: JourneyType, text: string) => talk(journey, [text])[0] ?? '';

describe('offline coach: computed answers to ordinary PM questions', () => {
  it('values a churn cut as customers kept each month × price, per month and per year, with the arithmetic', () => {
    const reply = one('explore', 'We have 12,000 customers paying $30/month and churn is 3.1 %, what is cutting churn to 2 % worth?');
    // 12,000 × (3.1% − 2%) = 132 customers a month; × $30 = $3,960 a month; × 12 = $47,520 a year.
    expect(reply).toMatch(/^\*\*About \$3,960 a month, \$47,520 a year:\*\* 132 customers kept every month × \$30\./);
    expect(reply).toContain('12,000 customers × (3.1% − 2%) = 12,000 × 1.1 points = **132 customers kept a month**');
    expect(reply).toContain('× 12 months = **$47,520 a year**');
    // Compounding over a year: 12,000 × 0.98¹² ≈ 9,417 against 12,000 × 0.969¹² ≈ 8,224.
    expect(reply).toContain('9,417 customers remain instead of 8,224');
    expect(reply).not.toContain('$864');
  });

  it('values a conversion rise as extra conversions × price', () => {
    const reply = one('explore', 'Trial conversion is 8% on 5,000 trials a month at $49/month. What would getting it to 10% be worth?');
    expect(reply).toMatch(/^\*\*About \$4,900 a month, \$58,800 a year:\*\* 100 more trials converted every month/);
  });

  it('scores RICE options with thousands separators and per-option reach and effort', () => {
    const reply = one(
      'enhance',
      'RICE these: CSV export reach 1,200 effort 2 weeks; PDF bundle reach 3,400 effort 5 weeks; Xero sync reach 900 effort 8 weeks',
    );
    // 3,400 × 1 × 0.3 ÷ 5 = 204; 1,200 × 1 × 0.3 ÷ 2 = 180; 900 × 1 × 0.3 ÷ 8 ≈ 34.
    expect(reply).toMatch(/^\*\*Build PDF bundle first\.\*\* RICE scores it highest, ahead of CSV export\./);
    expect(reply).toContain('| PDF bundle | 3,400 | 1 | 30% | 5 | **204** |');
    expect(reply).toContain('| CSV export | 1,200 | 1 | 30% | 2 | **180** |');
    expect(reply).toContain('| Xero sync | 900 | 1 | 30% | 8 | **34** |');
  });

  it('keeps numbers inside parentheses with their option, and takes stated impact and confidence', () => {
    const reply = one(
      'explore',
      'Should we do SSO (reaches 1,500 accounts, 3 weeks, impact 3, confidence 80%) or bulk edit (reaches 4,000 users, 2 weeks) first?',
    );
    // SSO: 1,500 × 3 × 0.8 ÷ 3 = 1,200; bulk edit: 4,000 × 1 × 0.3 ÷ 2 = 600.
    expect(reply).toContain('| SSO | 1,500 | 3 | 80% | 3 | **1,200** |');
    expect(reply).toContain('| Bulk edit | 4,000 | 1 | 30% | 2 | **600** |');
  });

  it('says options tie when nothing tells them apart, instead of picking one', () => {
    expect(one('design', 'prioritise A, B, C')).toMatch(/^\*\*A, B and C tie at 72\*\* \(ICE\)/);
  });

  it('answers "out of scope for v1" with non-goals, deferring what the prioritisation ranked lower', () => {
    const [, scope] = talk('explore', [
      'Prioritise these: automatic reminders (2 weeks), a client payment portal (6 weeks)',
      'What should be out of scope for v1?',
    ]);
    expect(scope).toMatch(/^\*\*Out of scope for v1\*\*/);
    expect(scope).toContain('**Client payment portal**: ranked below automatic reminders');
    expect(scope).not.toContain('The MVP is');
  });

  it('takes the baseline, target and date of the metrics from a goal stated earlier, and puts them in a PRD section', () => {
    const [, section, metrics] = talk('prd', [
      'The PRD is about self-serve onboarding for Crewbase, a scheduling tool for restaurant managers. Activation is 23% today and we want 35% by Q3.',
      'Write the onboarding section of the PRD',
      'Give me metrics for this',
    ]);
    expect(section).toContain('**Goal.** Activation rate: 23% → 35% by Q3.');
    expect(metrics).toMatch(/\| North star \| \*\*Activation rate\*\*: [^|]+ \| 23% \| 35% \| Q3 \|/);
    expect(metrics).toContain('**Setup completion**');
  });

  it('remembers a target said in passing as the goal, so the summary does not list it as open', () => {
    const [, summary] = talk('prd', ['Activation is 23% today and we want 35% by Q3.', 'Summarise']);
    expect(summary).toContain('- **Business goal:** activation from 23% to 35% by Q3');
    expect(summary).not.toContain('Success metric not stated yet');
  });

  it('picks a growth north star for a goal in accounts, with the counts and date as baseline and target', () => {
    const [, metrics] = talk('prd', [
      "We're building Tidy, a bookkeeping app for small landscaping businesses. Our main goal this year is to grow paid accounts from 800 to 2,000 by December.",
      "What's our north star metric?",
    ]);
    expect(metrics).toMatch(
      /^\*\*North star: Paying accounts\.\*\* It tracks your goal: grow paid accounts from 800 to 2,000 by December\./,
    );
    expect(metrics).toMatch(/\| North star \| \*\*Paying accounts\*\*: [^|]+ \| 800 \| 2,000 \| December \|/);
  });

  it('turns weekly traffic into a run time for "how long will the test take"', () => {
    const reply = one('validate', 'How long will the test take if we get 1,500 visitors a week and want to detect 3% vs 3.6%?');
    // 13,914 per arm, 27,828 in total ÷ 1,500 a week = 18.6 weeks.
    expect(reply).toMatch(/^\*\*About 13,900 users per arm\*\* \(13,914 exactly, 27,828 in total\)/);
    expect(reply).toContain('run **19 full weeks**');
  });

  it('answers a rollout question with stages, gates from the north star and a rollback rule', () => {
    const [, rollout] = talk('prd', ['Our goal is to grow paying teams from 120 to 400 by Q4.', 'How should we roll it out?']);
    expect(rollout).toMatch(/^\*\*Roll .+ out in four stages behind a feature flag\*\*/);
    expect(rollout).toContain('paying teams moves the right way');
    expect(rollout).toContain('**Rollback rule:**');
  });

  it('takes "this" in a document chat from the document: R3 quoted, metrics named after its title', () => {
    const documentText =
      '# Bulk invoice export\n\n## Requirements\n- R1: Users can select up to 500 invoices.\n- R3: Exports over 100 invoices run in the background and email a download link.\n\n## Success\nMore accountants use export.';
    const ask = (content: string) =>
      coachReply({ journeyType: 'enhance', messages: [{ role: 'user', content }], memories: [], documentText });
    expect(ask('Acceptance criteria for R3')).toMatch(
      /^\*\*Acceptance criteria for R3:\*\* “Exports over 100 invoices run in the background and email a download link”/,
    );
    expect(ask('Give me 3 metrics for this')).toMatch(/^\*\*North star: Weekly users of bulk invoice export\.\*\*/);
  });

  it('writes acceptance criteria for R2 from the R2 it wrote, and says so when it cannot see R2', () => {
    const [, , criteria] = talk('prd', [
      'The PRD is about self-serve onboarding for Crewbase.',
      'Write the onboarding section of the PRD',
      'Acceptance criteria for R2',
    ]);
    expect(criteria).toContain(
      '**Acceptance criteria for R2:** “Each step of onboarding saves progress, so leaving and coming back loses nothing”',
    );
    expect(criteria).toContain('Given a new user leaves halfway, when they come back');
    expect(one('enhance', 'Acceptance criteria for R2')).toMatch(/^I cannot see the text of R2/);
  });

  it('reads fake-door counts against the PM’s own bar and decides', () => {
    const reply = one(
      'validate',
      'Fake-door results: 2,340 users saw the banner, 187 clicked "Plan my week", 41 left their email. We said we would build it if at least 5% clicked. What do they tell us?',
    );
    // 187 ÷ 2,340 = 7.99%; 41 ÷ 187 = 21.9%.
    expect(reply).toMatch(/^\*\*Go\.\*\* 8% clears your 5% bar/);
    expect(reply).toContain('| left email | 41 | 1.8% | 21.9% |');
  });

  it('reads "x of y" pilot counts with the audience and what it did, and "we wanted 50%" as the bar', () => {
    const reply = one('validate', 'We ran a pilot: 42 of 60 shops used auto-reorder weekly, we wanted 50%. What does that tell us?');
    // 42 ÷ 60 = 70%; the Wilson interval (57.5%–80.1%) clears 50% as a whole.
    expect(reply).toMatch(/^\*\*Go\.\*\* 70% clears your 50% bar/);
    expect(reply).toContain('42 of 60 shops used auto-reorder: **70%**');
    expect(reply).toContain('| used auto-reorder | 42 | 70% | 70% |');
  });

  it('reads pilot results stated per 100 against the PM’s bar, in the direction they set', () => {
    const reply = one(
      'validate',
      'We piloted with 3 customers: 1,900 employees, 61 tickets during enrollment. Our bar was under 8 per 100. Did it work?',
    );
    // 61 ÷ 1,900 × 100 = 3.2 tickets per 100 employees, under the bar of 8.
    expect(reply).toMatch(/^\*\*Pass\.\*\* 3\.2 tickets per 100 employees beats your bar of under 8\./);
    expect(reply).toContain('61 tickets ÷ 1,900 employees × 100 = **3.2 per 100**');
  });

  it('gives the per-arm sample size for 11 % vs 14 % (about 1,900) in a free chat', () => {
    expect(one('validate', 'how many users do I need to see 11 % vs 14 %?')).toMatch(
      /^\*\*About 1,900 users per arm\*\* \(1,907 exactly, 3,814 in total\)/,
    );
  });

  it('changes the step the PM said loses people, with the loss and the mobile share from the message', () => {
    const [, first] = talk('design', [
      'Our checkout has 5 steps and 62% of people who start it drop off at the shipping step. Mobile is 70% of traffic.',
      'What would you change first?',
    ]);
    expect(first).toMatch(/^\*\*Change “the shipping step” first\*\*: 62% of people are lost there\./);
    expect(first).toContain('**On the phone (70% of your traffic):**');
    expect(first).toContain('completion of that step from 38% today');
  });

  it('answers the idea under test with its riskiest assumption, by name', () => {
    const reply = one('validate', 'I want to validate a meal-planning add-on for our grocery delivery app.');
    expect(reply).toContain('**Riskiest assumption:** your users will use the meal-planning add-on instead of what they do today.');
  });
});

describe('offline coach: answers from remembered facts', () => {
  const memories = [
    { key: 'product_name', value: 'Shiftly', importance: 5 },
    { key: 'target_audience', value: 'store managers at mid-size retail chains', importance: 4 },
    { key: 'pain_points', value: 'building the weekly rota takes 4 hours and last-minute swaps happen by text message', importance: 4 },
    { key: 'business_goals', value: 'reach 300 paying stores by Q4', importance: 5 },
  ];
  const ask = (text: string) => coachReply({ journeyType: 'explore', messages: [{ role: 'user', content: text }], memories });

  it('prices from the time the problem costs: 4 h a week × 4.33 × $40 = $693 a month, 10–20% of it', () => {
    expect(ask('Is 4 hours a week of rota work enough pain to pay for?')).toMatch(
      /^\*\*Price from the value: about \$69–\$139 a month\.\*\* [^\n]*4 × 4\.33 × \$40\/hour \(assumed\) = \$693 a month/,
    );
  });

  it('writes a numbered requirements section with a criterion each, and an MVP named after the first idea', () => {
    const section = ask('Can you write the requirements section?');
    expect(section).toMatch(/^## Requirements\n\n1\. \*\*R1\. /);
    expect(section).toContain('- Acceptance: Given a store manager is signed in');
    expect(ask('What should be in v1?')).not.toContain('[the one feature');
  });

  it('gives an interview script about past behaviour, with the pain in the first question', () => {
    const script = ask('What questions should I ask in customer interviews?');
    expect(script).toContain('1. Tell me about the last time this happened: building the weekly rota takes 4 hours');
    expect(script).toContain('Skip "would you use…?" questions');
  });

  it('names the growth north star after what is counted, with the stated target and date', () => {
    expect(ask('How do we measure success?')).toMatch(/\| North star \| \*\*Paying stores\*\*: [^|]+ \| measure first \| 300 \| Q4 \|/);
  });
});
