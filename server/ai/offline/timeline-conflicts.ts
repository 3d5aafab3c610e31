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

const MILESTONE = /\b(?:pilot|beta|alpha|launch\w*|go-?live|ga|rollout|roll-out|release)\b/i;
const DEPENDENCY =
  /\b(?:contract|agreement|integration|certification|certified|approval|sign-?off|procurement|vendor|partner(?:ship)?|api access|licen[cs]e|hire|hiring)\b/i;
const PLAIN =
  /^(?:the|a|an|and|or|of|to|in|on|by|is|are|be|will|with|for|from|signed|starts?|start|ends?|begins?|due|date|contract|agreement|integration|certification|approval|done|complete|completed|ready|live|our|we|it|this|that)$/i;

/**
 * A milestone dated before a dependency it needs in another sentence: "Pilot starts 1 March" and
 * "Payroll integration contract signed 15 April" while a requirement syncs to payroll. The link is a
 * word the dependency names (payroll) that an undated line of the document also uses.
 */
function implicitConflicts(sentences: string[]): TimelineConflict[] {
  const dated = sentences.flatMap((sentence) => {
    const dates = [...sentence.matchAll(DATE)];
    return dates.length === 1 ? [{ sentence, date: dates[0] as RegExpMatchArray }] : [];
  });
  const undated = sentences.filter((s) => [...s.matchAll(DATE)].length === 0);
  const out: TimelineConflict[] = [];
  for (const step of dated.filter((d) => MILESTONE.test(d.sentence) && !DEPENDENCY.test(d.sentence)))
    for (const need of dated.filter((d) => DEPENDENCY.test(d.sentence) && d !== step)) {
      const year = Number(step.date[3] ?? need.date[3] ?? 2000);
      if (monthsOf(need.date, year) <= monthsOf(step.date, year)) continue;
      const subjects = (need.sentence.replace(DATE, '').match(/[A-Za-z][A-Za-z-]{3,}/g) ?? []).filter((w) => !PLAIN.test(w));
      const linked = undated.filter((line) => subjects.some((w) => new RegExp(`\\b${w}`, 'i').test(line)));
      const uses =
        linked.find((line) => /\b(?:sync\w*|integrat\w*|export\w*|import\w*|sends?|pulls?|push\w*|connect\w*|feeds?)\b/i.test(line)) ??
        linked[0];
      if (!uses) continue;
      out.push({
        sentence: uses.trim(),
        step: step.sentence.replace(/[.;]+$/, '').trim(),
        stepDate: step.date[0],
        needs: `${need.sentence.replace(/[.;]+$/, '').trim()}, and the plan needs it: “${uses
          .replace(/^\s*(?:[-*]|\d+[.)])\s*/, '')
          .replace(/[.;]+$/, '')
          .trim()}”`,
        needsDate: need.date[0],
      });
    }
  return out;
}

/** The contradictions in a document's sentences, in the order they appear. */
export function timelineConflicts(text: string): TimelineConflict[] {
  const sentences = text.split('\n').flatMap(splitSentences);
  const out: TimelineConflict[] = [];
  for (const sentence of sentences) {
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
  return out.length > 0 ? out : implicitConflicts(sentences);
}

/** "Beta in May comes before what it needs (the card processor contract is signed in June): move one of the two dates." */
export const conflictLine = (c: TimelineConflict) =>
  `“${c.step}” comes before what it needs (${c.needs}): ${c.stepDate} is earlier than ${c.needsDate}. Move the step after ${c.needsDate}, or bring the dependency forward and say how.`;
