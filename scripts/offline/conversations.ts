/**
 * Drives the offline chat coach through realistic multi-turn conversations in each journey and
 * prints every reply, for reading as a PM would: `npx tsx scripts/offline/conversations.ts [journey]`.
 */
import type { JourneyType } from '../../common/constants';
import { coachReply } from '../../server/ai/offline/chat-coach';
import type { ChatTurn, Memory } from '../../server/ai/types';

type Script = { journey: JourneyType; title: string; memories?: Memory[]; turns: string[] };

const SCRIPTS: Script[] = [
  {
    journey: 'explore',
    title: 'explore: the numbers a CPO gets (Tidepool, a swim-lesson booking app)',
    turns: [
      'Our funnel last month: 48,000 visits, 5,200 started a booking, 2,100 picked a slot, 1,650 paid. Which step should we fix? A booking is worth $32.',
      'Conversion to paid went from 3.1% to 3.6% after we added Apple Pay. Did it work?',
      'OK: before, 15,400 visitors and 477 paid; after, 14,900 visitors and 536 paid.',
      'Of 2,300 parents who booked in April, 1,100 booked again in week 4 and 860 in week 8. How is retention?',
      'TAM/SAM/SOM: 9,000 swim schools in the US and Canada, we can serve the 35% with online booking, could win 6% in three years, $79 a month.',
      'A/B test on the pricing page: control 1,020 of 21,000, variant 1,390 of 20,800. Significant?',
    ],
  },
  {
    journey: 'explore',
    title: 'explore: invoicing app, free chat',
    turns: [
      'We make Ledgerly, invoicing for freelance designers. The biggest complaint is that clients pay late, about 40% of invoices are overdue.',
      'What features could fix late payments?',
      'why that one?',
      'Prioritise these: automatic reminders (2 weeks), a client payment portal (6 weeks), late fees (1 week)',
      'We have 12,000 customers paying $30/month and churn is 3.1 %, what is cutting churn to 2 % worth?',
      'give me 3 metrics for this',
      "what's our riskiest assumption",
      'what should be out of scope for v1',
      'summarise',
    ],
  },
  {
    journey: 'validate',
    title: 'validate: fake door',
    turns: [
      'I want to validate a meal-planning add-on for our grocery delivery app. Our weekly order conversion is 11%.',
      "what's the riskiest assumption here and how do I test it cheaply?",
      'how many users do I need to see 11 % vs 14 %?',
      'Fake-door results: 2,340 users saw the banner, 187 clicked "Plan my week", 41 left their email. We said we would build it if at least 5% clicked. What do they tell us?',
      'why?',
      'what are the risks?',
      'summarise where we are',
    ],
  },
  {
    journey: 'prd',
    title: 'prd: onboarding section',
    turns: [
      'The PRD is about self-serve onboarding for Crewbase, a scheduling tool for restaurant managers. Activation is 23% today and we want 35% by Q3.',
      'write the onboarding section of the PRD',
      'acceptance criteria for R2',
      'write user stories for shift swapping',
      'what should be out of scope for v1',
      'what are the non-goals?',
      'give me metrics for this',
      'summarise',
    ],
  },
  {
    journey: 'design',
    title: 'design: checkout flow',
    turns: [
      'Our checkout has 5 steps and 62% of people who start it drop off at the shipping step. Mobile is 70% of traffic.',
      'What would you change first?',
      'why that one?',
      'How many users do I need to detect a lift from 38% to 42% completion?',
      'prioritise A, B, C',
      'Prioritise: guest checkout, Apple Pay, address autocomplete',
      'summarise',
    ],
  },
  {
    journey: 'enhance',
    title: 'enhance: PRD revision',
    turns: [
      'I need to strengthen our PRD for bulk invoice export before sign-off next week.',
      'what is weak in it?',
      'acceptance criteria for R2',
      'what are the risks?',
      'RICE these: CSV export reach 1,200 effort 2 weeks; PDF bundle reach 3,400 effort 5 weeks; Xero sync reach 900 effort 8 weeks',
      'summarise',
    ],
  },
];

function run(s: Script) {
  const messages: ChatTurn[] = [];
  console.log(`\n=============== ${s.title} ===============`);
  for (const content of s.turns) {
    messages.push({ role: 'user', content });
    const t = performance.now();
    const reply = coachReply({ journeyType: s.journey, messages: [...messages], memories: s.memories ?? [] });
    const ms = performance.now() - t;
    messages.push({ role: 'assistant', content: reply });
    console.log(`\n>>> USER: ${content}\n--- (${ms.toFixed(1)} ms)\n${reply}`);
  }
}

const only = process.argv[2];
for (const s of SCRIPTS) if (!only || s.journey === only) run(s);
