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
