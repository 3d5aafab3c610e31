/**
 * Cohorts and their retention from prose: "of 1,200 who signed up in March, 540 were active in week 4
 * and 380 in week 8"; "March cohort: 1,200 sign-ups; 540 still active at week 4. April: 1,500, 600 at
 * week 4"; "45% were active on day 7". A count is a cohort's size unless the words mark it as active
 * in a period; each active count keeps the period written with it, never one guessed from order.
 */
import { figuresIn, normalised, num, share, type Figure } from './figures';
import type { Reading } from './reading';

export type Checkpoint = { label: string; unit: 'day' | 'week' | 'month'; at: number; active: number; derived?: string };
export type Cohort = { name: string; size: number; points: Checkpoint[] };

const ACTIVE =
  /\b(?:active|retained|still|came back|returned|returning|using|paying|logged in|used it|kept|stayed|remained|opening|opened|open it|engaged|around)\b/;
const PERIOD =
  /\b(?:(day|week|month|wk|mo)\s*-?\s*(\d{1,3})|(\d{1,3})\s*-?\s*(days?|weeks?|months?)\s+(?:later|in|on|after)|(?:after|at|by|within)\s+(\d{1,3})\s*-?\s*(days?|weeks?|months?))\b(?![%.,]?\d|\s?%)/;
const UNITS: Record<string, Checkpoint['unit']> = {
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  wk: 'week',
  month: 'month',
  months: 'month',
  mo: 'month',
};
const MONTH_NAME =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|q[1-4])\b/i;

/** The period written in a piece of text ("in week 4", "at day 30", "after month 3"), if one. */
function periodOf(text: string): Omit<Checkpoint, 'active'> | undefined {
  const m = PERIOD.exec(text.toLowerCase());
  if (!m) return undefined;
  const unit = UNITS[m[1] ?? m[4] ?? m[6] ?? ''];
  const at = Number(m[2] ?? m[3] ?? m[5]);
  return unit ? { unit, at, label: `${unit} ${at}` } : undefined;
}

/** A number that is itself a period ("week 4", "day 30", "6 months later"), not a count of people. */
const isPeriodNumber = (f: Figure, text: string) =>
  /\b(?:week|day|month|wk|mo|q)\s*-?$/.test(f.before) ||
  /^(?:days?|weeks?|months?)\b(?! \d)/.test(f.after) ||
  /^\s*-\s*(?:day|week|month)/.test(text.slice(f.end, f.end + 8));

export type CohortReading = Reading<{ size: number; active: number }> & {
  cohorts: Cohort[];
  /** Counts the words mark as active (with a period or not): a message without any is not a cohort read. */
  activeCounts: number;
};

export function readCohorts(raw: string): CohortReading {
  const text = normalised(raw);
  const figures = figuresIn(text).filter((f) => (f.kind === 'count' || f.kind === 'percent') && !isPeriodNumber(f, text));
  const cohorts: Cohort[] = [];
  const missing: CohortReading['missing'] = [];
  let orphans = 0;
  let undated = 0;
  let pendingSize: number | undefined;
  figures.forEach((f, i) => {
    const next = figures[i + 1];
    const gap = text.slice(f.end, next?.start ?? text.length);
    const ofNext = next?.kind === 'count' && /^\s*of\s+(?:the|our|those)?\s*$/i.test(gap);
    if (pendingSize !== undefined && f.value === pendingSize && f.kind === 'count') return void (pendingSize = undefined);
    // The words up to the next figure, within the sentence, say whether this count is active and when.
    const own = (gap.split(/(?<!\d)[.;!?\n]/)[0] ?? '').toLowerCase();
    const clause = `${f.before} ${own}`;
    const marked = ACTIVE.test(own) || periodOf(own) !== undefined;
    if (f.kind === 'count' && !marked && !ofNext) {
      const name = MONTH_NAME.exec(
        `${text
          .slice(figures[i - 1]?.end ?? 0, f.start)
          .split(/[.;!?\n]/)
          .slice(-2)
          .join(' ')} ${own}`,
      )?.[1];
      cohorts.push({ name: name ? capital(name) : `cohort ${cohorts.length + 1}`, size: f.value, points: [] });
      return;
    }
    if (ofNext && next && !cohorts.some((c) => c.size === next.value)) {
      const name = MONTH_NAME.exec(text.slice(next.end, next.end + 40))?.[1];
      cohorts.push({ name: name ? capital(name) : `cohort ${cohorts.length + 1}`, size: next.value, points: [] });
      pendingSize = next.value;
    }
    const cohort = cohorts.at(-1);
    const where = ofNext && next ? text.slice(next.end, figures[i + 2]?.start ?? text.length) : gap;
    const period = periodOf(where.split(/(?<!\d)[.;!?\n]/)[0] ?? '') ?? periodOf(clause);
    if (!cohort) return void orphans++;
    if (!period) return void undated++;
    const active = f.kind === 'percent' ? Math.round((f.value / 100) * cohort.size) : f.value;
    cohort.points.push({ ...period, active, ...(f.kind === 'percent' ? { derived: f.text } : {}) });
  });
  const read = cohorts.map(
    (c) =>
      `${c.name}: ${num(c.size)} at the start${c.points.map((p) => `, ${p.derived ? `${p.derived} (about ${num(p.active)})` : num(p.active)} active at ${p.label}`).join('')}`,
  );
  if (cohorts.length === 0 || orphans > 0)
    missing.push({ field: 'size', ask: 'how many people the cohort started with (e.g. "1,200 signed up in March")' });
  if (cohorts.length > 0 && cohorts.every((c) => c.points.length === 0) && undated === 0)
    missing.push({ field: 'active', ask: 'how many of them were still active, and when (e.g. "540 active in week 4, 380 in week 8")' });
  if (undated > 0) missing.push({ field: 'active', ask: 'which week or month each active count is from' });
  if (cohorts.some((c) => c.points.some((p) => p.active > c.size)))
    missing.push({ field: 'active', ask: 'the cohort sizes again: an active count is larger than the cohort it belongs to' });
  const activeCounts = orphans + undated + cohorts.reduce((n, c) => n + c.points.length, 0);
  return { input: {}, read, missing, assumed: [], cohorts, activeCounts };
}

const capital = (s: string) => (/^q\d$/i.test(s) ? s.toUpperCase() : s.charAt(0).toUpperCase() + s.slice(1).toLowerCase());

/** "45%" of a cohort, for the lines that show a share. */
export const retained = (p: Checkpoint, size: number) => share(p.active / size);
