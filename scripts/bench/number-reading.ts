import { performance } from 'node:perf_hooks';
import { stepsIn } from '../../server/ai/offline/coach/funnel';
import { figuresIn, normalised } from '../../server/ai/offline/reading/figures';
import { readArms } from '../../server/ai/offline/reading/read-arms';
import { readBeforeAfter } from '../../server/ai/offline/reading/read-before-after';
import { readCohorts } from '../../server/ai/offline/reading/read-cohort';
import { readMarket } from '../../server/ai/offline/reading/read-market';
import { readPrice } from '../../server/ai/offline/reading/read-price';
import { readRates } from '../../server/ai/offline/reading/read-rates';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Messages of each shape the readers meet, from short questions to a long pasted paragraph. */
export const MESSAGES = [
  'Pilot results: variant 312 of 2,400, control 264 of 2,380. Is it significant?',
  'Trial-to-paid is 57%; how many users per arm to detect a 4-point lift at 90% power, one-sided?',
  'Raise the price from $29 to $35 a month, if we lose 8% of 4,500 teams?',
  'Our funnel last month: 52,000 visits, 3,100 trial starts, 1,400 connected a bank, 390 upgraded at $49 a month. Which step should we fix?',
  'Conversion went from 4.1% to 4.6% after the redesign; activation was 31% in May and 27% in June.',
  'March cohort: 1,200 sign-ups; 540 still active at week 4, 380 at week 8. April cohort: 1,500 sign-ups; 600 active at week 4.',
  'TAM/SAM/SOM: forty thousand dental clinics in the US, we can reach 30%, could win 10% in three years, $200 per month.',
  `${'We interviewed twelve clinic managers; 7 of 12 said scheduling takes 3 hours a week, and 41% of tickets are about reminders. '.repeat(12)}What does this tell us?`,
];

/** Every reader over one message, as the engine runs them when it routes a question. */
function readAll(text: string) {
  figuresIn(normalised(text));
  readArms(text);
  readRates(text);
  readPrice(text);
  readBeforeAfter(text);
  readCohorts(text);
  readMarket(text);
  stepsIn(normalised(text));
}

/** The slowest message's median time to read all its numbers with every reader. */
export function benchNumberReading(runs = 30) {
  let worst = { ms: 0, message: '' };
  for (const message of MESSAGES) {
    readAll(message);
    const ms = median(
      Array.from({ length: runs }, () => {
        const start = performance.now();
        readAll(message);
        return performance.now() - start;
      }),
    );
    if (ms > worst.ms) worst = { ms, message };
  }
  return { ...worst, messages: MESSAGES.length };
}
