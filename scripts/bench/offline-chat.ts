import { performance } from 'node:perf_hooks';
import { coachReply } from '../../server/ai/offline/chat-coach';
import type { ChatTurn, Memory } from '../../server/ai/types';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const MEMORIES: Memory[] = [
  { key: 'product_name', value: 'Ledgerly', importance: 5 },
  { key: 'target_audience', value: 'freelance designers who bill by the hour', importance: 4 },
  { key: 'pain_points', value: 'they forget to chase late invoices', importance: 4 },
  { key: 'business_goals', value: 'cut churn to 2% by Q4', importance: 5 },
  { key: 'metric_monthly_churn', value: '3.1%', importance: 3 },
];

/** One question of each kind the coach answers; each is asked as the 200th message of a long chat. */
export const LAST_MESSAGES = [
  'How many users do I need to see 11 % vs 14 %?',
  'Fake-door results: 1,240 visitors, 87 clicked, 12 left their email. Our bar was 5%.',
  'We could sell to 40,000 agencies; 3% would adopt at $29/month. How big is this?',
  'Which should we build first: smart reminders, a client portal or Stripe payouts?',
  'Why that one?',
  'Give me 3 metrics for this',
  'What is the riskiest assumption?',
  'What are the risks?',
  'What are our non-goals?',
  'Write acceptance criteria for bulk export of invoices',
  'Write user stories for the client portal',
  'Write the onboarding section of the PRD',
  'Summarise the conversation so far',
  'Draft a PRD outline',
  'Thanks, that helps.',
  'Variant 312 of 2,400, control 264 of 2,380. Is it significant?',
  '10,000 visits, 2,400 sign-ups, 600 activate, 150 pay. Which step should we fix? A paying customer is worth $40 a month.',
  'Conversion went from 4.1% to 4.6% after the redesign. Did it work?',
  'Of 1,200 who signed up in March, 540 were active in week 4 and 380 in week 8. How is our retention?',
  'TAM/SAM/SOM: 40,000 dental clinics in the US, we can reach 30%, win 10%, $200 per month',
  'Raise the price from $29 to $35 a month if we lose 8% of 4,500 teams?',
];

function longChat(): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (let i = 0; i < 199; i += 1) {
    const question = LAST_MESSAGES[i % LAST_MESSAGES.length] ?? '';
    turns.push(
      i % 2 === 0
        ? { role: 'user', content: question, context: MEMORIES }
        : { role: 'assistant', content: `Answer ${i}: ${'a detailed reply with a table and numbers '.repeat(30)}` },
    );
  }
  return turns;
}

/** The slowest kind of question's median time for one offline reply on a 200-message chat. */
export function benchOfflineChat(runs = 15) {
  const history = longChat();
  let worst = { ms: 0, question: '' };
  for (const question of LAST_MESSAGES) {
    const messages = [...history, { role: 'user' as const, content: question, context: MEMORIES }];
    coachReply({ journeyType: 'prd', messages, memories: MEMORIES });
    const times = Array.from({ length: runs }, () => {
      const start = performance.now();
      coachReply({ journeyType: 'prd', messages, memories: MEMORIES });
      return performance.now() - start;
    });
    const ms = median(times);
    if (ms > worst.ms) worst = { ms, question };
  }
  return { ...worst, messages: history.length + 1, kinds: LAST_MESSAGES.length };
}
