/**
 * "Conversion went from 4.1% to 4.6% after the redesign": two rates across time with no counts. The
 * answer shows the move it read, says that before-and-after is not a randomised comparison, gives no
 * verdict (neither "significant" nor "it worked"), and asks for exactly the counts and dates it needs.
 */
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';
import { usersForSignificance } from './computed';
import { cash, counted, num, share, type Figure } from '../reading/figures';
import { askForMissing, readLine } from '../reading/reading';
import { readBeforeAfter, readCountChange, type CountChange } from '../reading/read-before-after';

/** A sample-size or target question states two rates too, but asks something else. */
const ASKS_OTHER =
  /\b(sample size|how many (?:users|visitors|people)|per (?:arm|variant|group)|detect|power|mde|how long|target|goal|want to)\b/i;

export const readsBeforeAfter = (text: string) =>
  !ASKS_OTHER.test(text) && (readBeforeAfter(text) !== null || readCountChange(text) !== null);

export function answerBeforeAfter(c: Conversation): Answer | null {
  if (ASKS_OTHER.test(c.text)) return null;
  const reading = readBeforeAfter(c.text);
  if (!reading) return answerCountChange(c);
  const { before, after } = reading.input;
  const moved = after > before ? 'up' : after < before ? 'down' : 'flat';
  const noise = before !== after ? usersForSignificance(before, after) : undefined;
  return {
    kind: 'experiment',
    claim: 'cannot call it from rates alone',
    text: blocks(
      `**${reading.metric === 'the rate' ? 'The rate' : capitalise(reading.metric)} moved ${moved === 'flat' ? 'nowhere' : moved}, from ${share(before)} to ${share(after)}, but from the rates alone I can't say whether the change caused it or whether it is more than noise.**`,
      readLine(reading),
      [
        '- **Before and after is not a randomised comparison.** Season, traffic mix, a campaign, a pricing change or a tracking change between the two periods can move a rate as much as your change can.',
        noise !== undefined
          ? `- **Whether it is noise depends on the counts behind each rate.** A move from ${share(before)} to ${share(after)} is within noise with fewer than about ${num(noise)} visitors in each period, even before the period effects above.`
          : '',
      ].filter(Boolean),
      askForMissing(reading),
      '**Recommendation:** do not call it a win or a loss yet. With the counts I can tell you whether the move is bigger than noise; to know the change caused it, show the old and new versions side by side to a random half of traffic for one or two full weeks.',
    ),
    why: ['two periods differ in more than your change', 'a rate without its count cannot be tested against noise'],
  };
}

/** What caused the move is named after "after" or "since" ("after we launched the referral program"). */
const causeOf = (text: string) =>
  /\b(?:after|since|when)\s+(?:we\s+)?(?:launched|shipped|released|added|introduced|started|turned on|rolled out)?\s*((?:the|our|a|an)\s+[\w\s-]{3,40}?)(?=[.,;?!]|$)/i
    .exec(text)?.[1]
    ?.trim();

/** One count across two periods: the move in numbers, why it is not yet the change's doing, and the one count that would say. */
function answerCountChange(c: Conversation): Answer | null {
  const change = readCountChange(c.text);
  if (!change) return null;
  const { before, after, noun } = change;
  const show = (f: Figure, n = f.value) => (f.kind === 'money' ? cash(n, f.currency) : num(n));
  const per = before.per ? ` a ${before.per}` : '';
  const diff = after.value - before.value;
  const cause = causeOf(c.text);
  const what = noun || 'The count';
  if (SCORE.test(what) || (!noun && SCORE.test(c.text))) return answerScoreChange(change, cause);
  return {
    kind: 'experiment',
    claim: 'cannot credit the change from two counts',
    text: blocks(
      `**${capitalise(what)} ${diff >= 0 ? 'rose' : 'fell'} by ${show(before, Math.abs(diff))}${per} (${diff >= 0 ? '+' : '−'}${num(Math.abs(diff / before.value) * 100, 0)}%), from ${show(before)} to ${show(after)}; from these two numbers alone I can't say ${cause ? cause : 'the change'} caused it.**`,
      `**What I read:** before: ${show(before)}${per}; after: ${show(after)}${per}${cause ? `; the change: ${cause}` : ''}.`,
      [
        '- **Before and after is not a randomised comparison.** Season, a campaign, press, a pricing change or a tracking change in the same weeks can move a count as much as your change can.',
        '- **One week is not a trend.** Put the weeks before the change next to the weeks after: if the count was already rising at that pace, the change did not add it.',
      ],
      `**One question:** how many of the ${show(after)}${per} came through ${cause ?? 'the change'} itself (its own tracking: referral links, codes, a source tag)? That count, not the total, is what it added at most.`,
    ),
    why: ['two periods differ in more than your change', 'a total counts every source, not only the new one'],
  };
}

const SCORE = /\b(?:nps|csat|ces|score|rating|satisfaction|sus)\b/i;

/** A survey score across two periods: the move in points, and that its noise depends on how many answered. */
function answerScoreChange({ before, after, noun }: CountChange, cause: string | undefined): Answer {
  const name = noun || 'The score';
  const diff = after.value - before.value;
  return {
    kind: 'experiment',
    claim: 'cannot credit the change from two scores',
    text: blocks(
      `**${capitalise(name)} ${diff >= 0 ? 'rose' : 'fell'} ${counted(Math.abs(diff), 'point', 1)}, from ${num(before.value)} to ${num(after.value)}; from the two scores alone I can't say it is more than noise, or that ${cause ?? 'the change'} caused it.**`,
      `**What I read:** before: ${num(before.value)}; after: ${num(after.value)}${cause ? `; the change: ${cause}` : ''}.`,
      [
        `- **A survey score moves with who answered.** With a hundred or so responses each time, ${name} can move several points from sampling alone; with a few thousand, ${counted(Math.abs(diff), 'point', 1)} is more likely real.`,
        '- **Before and after is not a randomised comparison**, and the people who answer a survey change with the season and with what you asked them just before.',
      ],
      `**One question:** how many responses is each score from? With that I can tell you whether the ${num(Math.abs(diff), 1)}-point move is bigger than noise.`,
    ),
    why: ['a score from a sample moves with the sample', 'two periods differ in more than your change'],
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
