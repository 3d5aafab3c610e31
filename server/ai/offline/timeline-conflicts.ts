/**
 * Dates that contradict each other in a plan: "Beta in May, once the card processor contract is
 * signed in June" puts a step before what it needs. Read sentence by sentence: a step with a date,
 * a word of dependence (once, after, when, requires, depends on, needs, blocked by), and what it
 * depends on with a later date.
 */
import { splitSentences } from './document-text';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE =
  /\b(?:(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)|q([1-4]))(?:\s+(20\d\d))?\b/gi;
const NEEDS = /\b(?:once|after|when|as soon as|requires?|depends? on|needs?|blocked by|pending|subject to|following)\b/i;

export type TimelineConflict = { sentence: string; step: string; stepDate: string; needs: string; needsDate: string };

/** A date as months since year 0 (quarters at their first month); the year when written, else the same year. */
function monthsOf(match: RegExpMatchArray, year: number): number {
  const [, month, quarter, written] = match;
  const y = written ? Number(written) : year;
  const m = month ? MONTHS.indexOf(month.slice(0, 3).toLowerCase()) : (Number(quarter) - 1) * 3;
  return y * 12 + m;
}

/** The contradictions in a document's sentences, in the order they appear. */
export function timelineConflicts(text: string): TimelineConflict[] {
  const out: TimelineConflict[] = [];
  for (const sentence of text.split('\n').flatMap(splitSentences)) {
    const needs = NEEDS.exec(sentence);
    if (!needs) continue;
    const before = sentence.slice(0, needs.index);
    const after = sentence.slice(needs.index);
    const stepDate = [...before.matchAll(DATE)].at(-1);
    const needsDate = [...after.matchAll(DATE)][0];
    if (!stepDate || !needsDate) continue;
    const year = Number(stepDate[3] ?? needsDate[3] ?? 2000);
    if (monthsOf(needsDate, year) <= monthsOf(stepDate, year)) continue;
    out.push({
      sentence: sentence.trim(),
      step: before.replace(/[,;:\s]+$/, '').trim(),
      stepDate: stepDate[0],
      needs: after
        .replace(/^\S+\s+/, '')
        .replace(/[.;]+$/, '')
        .trim(),
      needsDate: needsDate[0],
    });
  }
  return out;
}

/** "Beta in May comes before what it needs (the card processor contract is signed in June): move one of the two dates." */
export const conflictLine = (c: TimelineConflict) =>
  `“${c.step}” comes before what it needs (${c.needs}): ${c.stepDate} is earlier than ${c.needsDate}. Move the step after ${c.needsDate}, or bring the dependency forward and say how.`;
